-- Receipts become a mail outbox: the message is kept so a worker can send it again, with the
-- retry state the GES outbox has (attempts, next try, lease and claim token).
ALTER TABLE "sent_mail" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sent_mail_due" ON "sent_mail" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- One row: this installation's id, the prefix of every idempotency key sent to the ordering
-- system, so two installations (or a demo started over) pushing to one GES never collide.
CREATE TABLE "installation" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_singleton" CHECK ("singleton")
);--> statement-breakpoint
INSERT INTO "installation" DEFAULT VALUES;
