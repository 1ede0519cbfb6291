-- Sales made while a kiosk was offline: the kiosk's provisional number, when it was sold, and
-- whether the staff PIN it recorded failed verification at sync (kept for a manager, not dropped).
ALTER TABLE "orders" ADD COLUMN "offline_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pin_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The key pair a kiosk encrypts an offline sale's staff PIN with (the kiosk holds only the public
-- half), made on first use.
ALTER TABLE "installation" ADD COLUMN "offline_public_key" text;--> statement-breakpoint
ALTER TABLE "installation" ADD COLUMN "offline_private_key" text;
