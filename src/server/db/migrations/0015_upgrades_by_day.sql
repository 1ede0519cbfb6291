-- The takings count an upgrade on the day its difference was paid, of a sale or a pre-order
-- alike, where they had counted it on its order's day and only for sales at the counter. The
-- sums kept of finished days were summed the old way: they are thrown away, to be summed again
-- when next read. A range of days finds its upgrades by university, among the upgrade lines only.
DELETE FROM "report_days";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_upgrade_university" ON "order_items" USING btree ("university_id") WHERE ("json" -> 'upgrade') IS NOT NULL;
