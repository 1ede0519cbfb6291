-- A PIN lockout belongs to the kiosk (its device cookie), not its session. When wrong PINs across
-- a university reach its bound, a kiosk whose operator passed a PIN lately and has not failed
-- since keeps working; every other kiosk of the university waits.
CREATE TABLE IF NOT EXISTS "kiosk_pin_passes" (
	"kiosk" text PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
