-- Stock on hand lives beside the catalogue, not in it: a sale changes a count, and a change to
-- the stocks table raises the catalogue's version (0010), which would send every kiosk back for
-- the whole catalogue after every sale. A count with no ceremony is the item's own; one with a
-- ceremony is that ceremony's, and a sale at that ceremony takes from it instead. No row: the
-- count is unknown, and nothing is checked.
CREATE TABLE IF NOT EXISTS "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"stock_id" integer NOT NULL REFERENCES "stocks"("id"),
	"ceremony_id" integer REFERENCES "ceremonies"("id"),
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "stock_counts_stock_ceremony" ON "stock_counts" USING btree ("stock_id", coalesce("ceremony_id", 0));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_counts_university" ON "stock_counts" USING btree ("university_id");--> statement-breakpoint
-- A stock taken off sale stays in the catalogue's records (past orders name it) but not on the kiosk.
ALTER TABLE "stocks" ADD COLUMN IF NOT EXISTS "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A stock's picture, as uploaded (docs/decisions/0025-pictures-in-the-database.md).
CREATE TABLE IF NOT EXISTS "stock_pictures" (
	"stock_id" integer PRIMARY KEY NOT NULL REFERENCES "stocks"("id"),
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The takings report lists the sales made beyond a count of zero; they are few.
CREATE INDEX IF NOT EXISTS "orders_oversold" ON "orders" USING btree ("university_id") WHERE ("json" -> 'oversold') IS NOT NULL;
