-- Phones are stored in E.164 ('+61412345602'), so any spelling of a number finds its order: the
-- search reads the term as the start of a number through orders_phone_prefix (0006), whose
-- text_pattern_ops serves a prefix and an exact match. Converting a stored phone needs
-- libphonenumber's rules, which SQL has not: this adds the step, which the server runs in
-- TypeScript once every migration has run (src/server/db/dataSteps.ts), and marks done.
CREATE TABLE IF NOT EXISTS "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "data_steps" ("name") VALUES ('phones_e164') ON CONFLICT DO NOTHING;
