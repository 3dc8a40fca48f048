-- A cancelled order's sale is undone by its own movement, so the stock history tells why it came back.
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_type_known";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_type_known" CHECK (type in ('NEW_STOCK', 'DAMAGE', 'MOVE_FROM', 'MOVE_TO', 'SHIP_FROM', 'SHIP_TO', 'SALE', 'SALE_CANCELLED'));