export * from './catalog.ts';
export * from './sessions.ts';
