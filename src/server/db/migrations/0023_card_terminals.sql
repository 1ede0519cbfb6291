-- Integrated card terminals (docs/decisions/0026-payment-attempt-before-the-order.md). A kiosk
-- (its device cookie) is paired with one terminal per university; the pairing is kept here so
-- it survives restarts.
CREATE TABLE IF NOT EXISTS "terminals" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"kiosk" text NOT NULL,
	"adapter" text NOT NULL,
	"label" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "terminals_kiosk" ON "terminals" USING btree ("university_id", "kiosk");--> statement-breakpoint
-- One payment sent to a terminal, written and committed before the terminal is asked: its id is
-- the transaction id the terminal sees, so a cut or a crash is settled by asking about it. The
-- request it saves on approval is kept with it; order_id is set in the transaction that saves.
CREATE TABLE IF NOT EXISTS "terminal_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL REFERENCES "universities"("id"),
	"kiosk" text NOT NULL,
	"terminal_id" integer NOT NULL REFERENCES "terminals"("id"),
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"display" text,
	"reason" text,
	"receipt" text,
	"auth_code" text,
	"card" text,
	"request" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id"),
	"order_item_id" integer REFERENCES "order_items"("id"),
	"cancelled_by_operator" boolean DEFAULT false NOT NULL,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "terminal_attempts_key" ON "terminal_attempts" USING btree ("university_id", "idempotency_key");--> statement-breakpoint
-- The recovery job's queue: the unresolved attempts, by when each is next asked about.
CREATE INDEX IF NOT EXISTS "terminal_attempts_open" ON "terminal_attempts" USING btree ("next_check_at") WHERE "resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "terminal_attempts_order" ON "terminal_attempts" USING btree ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "terminal_attempts_day" ON "terminal_attempts" USING btree ("university_id", "created_at");--> statement-breakpoint
-- The simulator's own memory: its next outcome per university, and what it was sent, so that
-- what it answers after a server restart is what it would have answered before.
CREATE TABLE IF NOT EXISTS "terminal_simulator" (
	"university_id" integer PRIMARY KEY NOT NULL REFERENCES "universities"("id"),
	"next" text NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "terminal_simulator_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"terminal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
