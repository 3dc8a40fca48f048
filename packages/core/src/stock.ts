/**
 * How stock moves (spec: stock movements). Every change of a product's stock
 * on hand is one movement of a type, signed: + in, − out.
 */
export const STOCK_MOVEMENT_TYPES = [
  'NEW_STOCK',
  'DAMAGE',
  'MOVE_FROM',
  'MOVE_TO',
  'SHIP_FROM',
  'SHIP_TO',
  'SALE',
  /** A sale undone: the order was cancelled before it left (e.g. never paid). */
  'SALE_CANCELLED',
  /** Units a customer sent back (a withdrawal or a refused parcel) that are fit to sell again. */
  'RETURN',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

export const STOCK_MOVEMENT_REASONS = [
  'DAMAGE',
  'TESTER/EXHIBITION',
  'WITHDRAWN_QA',
  'WITHDRAWN_EXPIRED',
  'OWN_USE',
  'QA',
  'MARKETING_SHIPMENT',
  'ARCHIVED',
  'UNFAULTY_DEFICIENCY',
  'ADDITIONAL_ITEM_SHIPMENT',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * The movements the staff record by hand, with the way each moves the stock:
 * a delivery from the workshop comes in, damaged or withdrawn goods go out, and
 * goods moved between the shop's stock and elsewhere go out or come back.
 * Sales and their cancellations are the orders' own.
 */
export const STAFF_STOCK_MOVEMENTS = { NEW_STOCK: 1, MOVE_TO: 1, DAMAGE: -1, MOVE_FROM: -1 } as const satisfies Partial<
  Record<StockMovementType, 1 | -1>
>;
export type StaffStockMovement = keyof typeof STAFF_STOCK_MOVEMENTS;

/** Polish names of the movements and reasons, as the back office shows them. */
export const STOCK_MOVEMENT_NAMES_PL: Record<StockMovementType, string> = {
  NEW_STOCK: 'dostawa',
  DAMAGE: 'uszkodzenie / wycofanie',
  MOVE_FROM: 'przesunięcie ze sklepu',
  MOVE_TO: 'przesunięcie do sklepu',
  SHIP_FROM: 'wysyłka',
  SHIP_TO: 'przyjęcie przesyłki',
  SALE: 'sprzedaż',
  SALE_CANCELLED: 'anulowana sprzedaż',
  RETURN: 'zwrot od klienta',
};

export const STOCK_MOVEMENT_REASON_NAMES_PL: Record<StockMovementReason, string> = {
  DAMAGE: 'uszkodzenie',
  'TESTER/EXHIBITION': 'tester / ekspozycja',
  WITHDRAWN_QA: 'wycofane – jakość',
  WITHDRAWN_EXPIRED: 'wycofane – termin ważności',
  OWN_USE: 'użytek własny',
  QA: 'kontrola jakości',
  MARKETING_SHIPMENT: 'wysyłka marketingowa',
  ARCHIVED: 'zarchiwizowane',
  UNFAULTY_DEFICIENCY: 'niedobór',
  ADDITIONAL_ITEM_SHIPMENT: 'dodatkowa wysyłka',
};
