-- A kiosk's pairing ends without losing the terminal's row: past attempts and the Z report still
-- name it. One terminal is paired with a kiosk at a time.
ALTER TABLE "terminals" ADD COLUMN IF NOT EXISTS "unpaired_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX IF EXISTS "terminals_kiosk";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "terminals_kiosk_paired" ON "terminals" USING btree ("university_id", "kiosk") WHERE "unpaired_at" IS NULL;--> statement-breakpoint
-- The kiosks that asked for their terminal, by the short code they show, so that whoever pairs
-- one (npm run admin -- terminal pair) names it by that code; the kiosk's id stays in its cookie.
CREATE TABLE IF NOT EXISTS "terminal_kiosks" (
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"kiosk" text NOT NULL,
	"code" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("university_id", "kiosk")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "terminal_kiosks_code" ON "terminal_kiosks" USING btree ("university_id", "code");
