-- The takings report reads a scope's upgrades apart from its other lines: they are few, and this
-- finds them without reading every line of a year (the expression is the report's own). Without
-- statistics on the expression the planner guesses nearly every line is an upgrade and reads all.
CREATE INDEX IF NOT EXISTS "order_items_upgrade" ON "order_items" USING btree ("order_id") WHERE ("json" -> 'upgrade') IS NOT NULL;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "order_items_upgrade_stats" ON ("json" -> 'upgrade') FROM "order_items";
--> statement-breakpoint
-- The takings report of a range of days keeps each day's sums here once the day is over, so a
-- year is read from 365 rows rather than 200,000 orders. A change to an order or a line of a kept
-- day throws its sums away and raises its version: a report that read the day before the change
-- writes its sums only while the version is the one it read (report/dayCache.ts).
CREATE TABLE IF NOT EXISTS "report_days" (
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"day" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"zone" text,
	"money" jsonb,
	"lines" jsonb,
	"upgrades" jsonb,
	PRIMARY KEY ("university_id", "day")
);--> statement-breakpoint
-- Today and yesterday are never kept (the report reads them afresh, and keeps only days before
-- current_date - 2): so a sale at the counter never writes or waits on this table, and a change
-- still in flight when a day becomes keepable is a day old.
CREATE OR REPLACE FUNCTION "report_day_changed"(university integer, changed date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF changed < current_date - 1 THEN
		INSERT INTO report_days (university_id, day, version) VALUES (university, changed, 1)
		ON CONFLICT (university_id, day) DO UPDATE
		SET version = report_days.version + 1, money = NULL, lines = NULL, upgrades = NULL;
	END IF;
END $$;--> statement-breakpoint
-- Once a statement, with the rows it changed (a function call a row would cost each sale more).
CREATE OR REPLACE FUNCTION "report_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM report_day_changed(d.university_id, d.date) FROM (
			SELECT university_id, date FROM earlier UNION SELECT university_id, date FROM changed) d
		WHERE d.date < current_date - 1;
	ELSE
		PERFORM report_day_changed(d.university_id, d.date) FROM (
			SELECT DISTINCT university_id, date FROM changed) d
		WHERE d.date < current_date - 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM report_day_changed(d.university_id, d.date) FROM (
			SELECT DISTINCT university_id, date FROM orders
			WHERE id IN (SELECT order_id FROM earlier UNION SELECT order_id FROM changed)) d
		WHERE d.date < current_date - 1;
	ELSE
		PERFORM report_day_changed(d.university_id, d.date) FROM (
			SELECT DISTINCT university_id, date FROM orders
			WHERE id IN (SELECT order_id FROM changed)) d
		WHERE d.date < current_date - 1;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_days_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM report_days;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_orders_added" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_orders_updated" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_orders_removed" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_lines_added" AFTER INSERT ON "order_items"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_lines_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_lines_updated" AFTER UPDATE ON "order_items"
	REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
	FOR EACH STATEMENT EXECUTE FUNCTION report_lines_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_lines_removed" AFTER DELETE ON "order_items"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION report_lines_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_orders_truncated" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION report_days_cleared();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "report_lines_truncated" AFTER TRUNCATE ON "order_items"
	FOR EACH STATEMENT EXECUTE FUNCTION report_days_cleared();
--> statement-breakpoint
-- The report's order list, newest first, of a ceremony: read in order rather than every newer
-- order of the university filtered.
CREATE INDEX IF NOT EXISTS "orders_university_ceremony_id" ON "orders" USING btree ("university_id", "ceremony_id", "id");--> statement-breakpoint
-- The report's exceptions: orders without a reference, pushes not delivered, failed receipts;
-- each a few rows among a year's, found without reading the year.
CREATE INDEX IF NOT EXISTS "orders_no_reference" ON "orders" USING btree ("university_id", "id") WHERE coalesce("json" ->> 'ges_order_id', '') = '' AND "is_pos_order" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_no_reference_stats" ON (coalesce("json" ->> 'ges_order_id', '')) FROM "orders";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_undelivered" ON "outbox" USING btree ("order_id") WHERE "status" <> 'delivered';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sent_mail_failed" ON "sent_mail" USING btree ("order_id") WHERE "status" = 'failed';
