export * from './catalog.ts';
export * from './content.ts';
export * from './media.ts';
export * from './promotions.ts';
export * from './sessions.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './reviews.ts';
