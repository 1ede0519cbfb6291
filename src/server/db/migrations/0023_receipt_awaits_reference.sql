-- A sale's receipt asked for before its push reached the ordering system waits in the mail outbox
-- until the push is settled or until this time, then is rendered anew with the order's reference
-- ("to follow" if it has none). Null: the message is sent as written.
ALTER TABLE "sent_mail" ADD COLUMN IF NOT EXISTS "awaits_push_until" timestamp with time zone;
