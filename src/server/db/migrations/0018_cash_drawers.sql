-- A cash drawer per kiosk: its float at opening, cash put in and taken out by hand with a reason,
-- and its count at the close with what was expected and the variance. A sale and an upgrade
-- record the kiosk (its device cookie) they were paid at, so a drawer finds its own cash.
CREATE TABLE IF NOT EXISTS "cash_drawers" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"kiosk" text NOT NULL,
	"float" numeric(10, 2) NOT NULL,
	"opened_by" integer NOT NULL REFERENCES "staff"("id"),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb,
	"counted" numeric(14, 2),
	"expected" numeric(14, 2),
	"variance" numeric(14, 2),
	"counted_by" integer REFERENCES "staff"("id"),
	"closed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cash_drawers_open" ON "cash_drawers" USING btree ("university_id", "kiosk") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_drawers_university_opened" ON "cash_drawers" USING btree ("university_id", "opened_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cash_drawer_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"drawer_id" integer NOT NULL REFERENCES "cash_drawers"("id"),
	"type" text NOT NULL CHECK ("type" IN ('in', 'out')),
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_drawer_movements_drawer" ON "cash_drawer_movements" USING btree ("drawer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kiosk" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_kiosk_taken" ON "orders" USING btree ("kiosk", (coalesce("sold_offline_at", "created_at"))) WHERE "kiosk" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_upgrade_kiosk" ON "order_items" USING btree ((("json" -> 'upgrade') ->> 'kiosk')) WHERE ("json" -> 'upgrade') IS NOT NULL;--> statement-breakpoint
-- Cash given back (a void of a cash sale, a cash refund) leaves the drawer of the kiosk where it
-- was given back.
ALTER TABLE "corrections" ADD COLUMN "kiosk" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corrections_kiosk" ON "corrections" USING btree ("kiosk", "created_at") WHERE "kiosk" IS NOT NULL;
