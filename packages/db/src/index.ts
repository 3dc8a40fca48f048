export type { Database, DatabaseHandle, DatabaseOptions, Schema } from './client.ts';
export { openDatabase } from './client.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export type { PricePeriod, PriceSchedule } from './price-history.ts';
export { recordPriceSchedule, schedulePeriods } from './price-history.ts';
export * as schema from './schema/index.ts';
export type { SeedOptions, WriteOriginal } from './seed/index.ts';
export { CONTENT_KEYS, seedDemoShop } from './seed/index.ts';
