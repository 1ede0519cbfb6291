-- A kiosk returning to the store asks GET /stocks with the ETag it holds. The server remembers the
-- ETag of each university's catalogue by version (routes/catalogue.ts), so an unchanged catalogue
-- is a 304 without reading or serialising 20,000 stocks. Every change to a university's stocks,
-- however it is made (the import, a script, psql), raises the version in the same transaction.
CREATE TABLE IF NOT EXISTS "catalogue_versions" (
	"university_id" integer PRIMARY KEY NOT NULL REFERENCES "universities"("id"),
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_versions (university_id, version)
	SELECT DISTINCT university_id, 1 FROM changed
	ON CONFLICT (university_id) DO UPDATE SET version = catalogue_versions.version + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO catalogue_versions (university_id, version)
	SELECT id, 1 FROM universities
	ON CONFLICT (university_id) DO UPDATE SET version = catalogue_versions.version + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "catalogue_stocks_added" AFTER INSERT ON "stocks"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
-- An update may move a stock to another university: the catalogues of its rows before and after.
CREATE OR REPLACE TRIGGER "catalogue_stocks_updated" AFTER UPDATE ON "stocks"
	REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "catalogue_stocks_moved" AFTER UPDATE ON "stocks"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "catalogue_stocks_removed" AFTER DELETE ON "stocks"
	REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rows_changed();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "catalogue_stocks_truncated" AFTER TRUNCATE ON "stocks"
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_cleared();
