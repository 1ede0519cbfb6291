-- Order search never reads the whole table: terms of 1 or 2 characters match the start of a
-- name, phone or email through these prefix indexes (the trigram indexes serve longer terms),
-- and student ids match case-insensitively through an index on lower(student_id).
CREATE INDEX IF NOT EXISTS "customers_university_student_lower" ON "customers" USING btree ("university_id", lower("student_id"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_name_prefix" ON "orders" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_lastname_prefix" ON "orders" USING btree (lower("lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_phone_prefix" ON "orders" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_email_prefix" ON "orders" USING btree (lower("email") text_pattern_ops);
