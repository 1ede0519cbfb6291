-- A void (a whole sale of the day taken back) and a refund (one item paid back) are money that
-- leaves the drawer or the terminal on the day they happen: each is a row of its own, so the
-- takings show them as their own lines on that day while the sale stays on the day it was made.
-- One void per order and one refund per item, held by the database itself: of two managers
-- correcting the same sale at once, the second insert fails and is answered 409.
CREATE TABLE IF NOT EXISTS "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"order_id" integer NOT NULL REFERENCES "orders"("id"),
	"order_item_id" integer REFERENCES "order_items"("id"),
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment" text NOT NULL,
	"staff_id" integer NOT NULL,
	"recorded_by" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "corrections_void_order" ON "corrections" USING btree ("order_id") WHERE "kind" = 'void';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "corrections_refund_item" ON "corrections" USING btree ("order_item_id") WHERE "kind" = 'refund';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corrections_university_day" ON "corrections" USING btree ("university_id", "day");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corrections_order" ON "corrections" USING btree ("order_id");--> statement-breakpoint
-- A refund is sent to the ordering system per item, so an order may have several rows of one
-- kind: the outbox names the item, and one row per kind, order and item stays unique.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "order_item_id" integer REFERENCES "order_items"("id");--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_kind_order";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "outbox_kind_order_item" ON "outbox" USING btree ("kind", "order_id", coalesce("order_item_id", 0));--> statement-breakpoint
-- The kept sums of a day gain its corrections, and its money rows their counts: sums kept the
-- old way are thrown away, to be summed again when next read.
ALTER TABLE "report_days" ADD COLUMN IF NOT EXISTS "corrections" jsonb;--> statement-breakpoint
DELETE FROM "report_days";--> statement-breakpoint
-- A correction changes the kept sums of its own day, as an order's change does its order's.
CREATE OR REPLACE FUNCTION "report_corrections_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM report_day_changed(d.university_id, d.day) FROM (
			SELECT university_id, day FROM earlier UNION SELECT university_id, day FROM changed) d
		WHERE d.day < current_date - 1;
	ELSE
		PERFORM report_day_changed(d.university_id, d.day) FROM (
			SELECT DISTINCT university_id, day FROM changed) d
		WHERE d.day < current_date - 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_corrections_added" AFTER INSERT ON "corrections"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_corrections_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_corrections_updated" AFTER UPDATE ON "corrections"
	REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION report_corrections_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_corrections_removed" AFTER DELETE ON "corrections"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_corrections_changed();
