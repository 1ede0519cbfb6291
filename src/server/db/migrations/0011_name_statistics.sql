-- A name search of 3+ characters reads the newest orders first when the planner expects a page of
-- matches among them (searchOrders.ts). The planner's guess comes from the histogram of the name
-- index's expression: at the default 100 entries a name in one order of 125 matched none of them
-- in 2 ANALYZE runs of 8 (over 1,000,000 orders), was taken for a rare one and read through the
-- trigram index (28.5 ms p50 where the newest orders answer in 6-7). With 1,000 entries it was
-- found in 4 to 10 of them in 12 runs of 12. ANALYZE then samples 300,000 rows of orders instead
-- of 30,000.
ALTER INDEX "orders_name_trgm" ALTER COLUMN 1 SET STATISTICS 1000;
