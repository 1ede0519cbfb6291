-- The takings report reads one ceremony's or one range of days' orders of a university; without
-- these it read every order of the university (5,000 of a ceremony among a year's 200,000).
-- The outbox's index leads with the order, as the report's "no reference" check asks by order.
CREATE INDEX IF NOT EXISTS "orders_university_ceremony" ON "orders" USING btree ("university_id", "ceremony_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_university_date" ON "orders" USING btree ("university_id", "date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_order" ON "outbox" USING btree ("order_id");
