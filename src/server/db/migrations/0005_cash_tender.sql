-- Cash handed over and change given for a cash sale; null when not recorded (EFTPOS, older sales).
ALTER TABLE "orders" ADD COLUMN "tendered" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change" numeric(10, 2);
