-- The back office reads the audit log of one university filtered by person or by kind of action,
-- newest first: an index for each, so a filter over years of sales reads only its own lines.
CREATE INDEX IF NOT EXISTS "audit_log_university_staff" ON "audit_log" USING btree ("university_id", "staff_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_university_action" ON "audit_log" USING btree ("university_id", "action", "created_at");
