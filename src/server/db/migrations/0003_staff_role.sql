ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'operator' NOT NULL;
