-- The provisional number a kiosk gave a sale made offline ('K7QX-0003') finds the order in the
-- lookup once the sale is sent, as its order number does.
CREATE INDEX IF NOT EXISTS "orders_offline_number" ON "orders" USING btree ("university_id", "offline_number") WHERE "offline_number" IS NOT NULL;
