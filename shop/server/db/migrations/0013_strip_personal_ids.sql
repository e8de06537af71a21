-- Invoice transactions kept the buyer's personal id number (value, kind, birth date) in their
-- payment JSON. Only the fact that it was verified is kept now; strip it from existing rows.
UPDATE "payment_transactions"
SET "payment" = ("payment" - 'personalId') || '{"personalId":{"verified":true}}'::jsonb
WHERE "payment" -> 'personalId' IS NOT NULL
  AND "payment" -> 'personalId' -> 'verified' IS NULL;
