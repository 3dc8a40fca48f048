export { openDatabase } from './client.ts';
export type { Database, DatabaseHandle, DatabaseOptions, Schema } from './client.ts';
export { seedDemoShop } from './seed.ts';
export * as schema from './schema/index.ts';
