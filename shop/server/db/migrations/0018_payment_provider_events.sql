-- A provider's payment (Stripe Checkout Session, Vipps MobilePay reference) belongs to one transaction.
ALTER TABLE "payment_transactions" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_provider_ref_unique" UNIQUE("provider_ref");--> statement-breakpoint
-- Each provider event (webhook) is acted on once: a retry or a duplicate finds its id here.
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"transaction_uuid" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "payment_provider_events_provider_check" CHECK ("provider" IN ('stripe', 'vipps'))
);--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_transaction_uuid_payment_transactions_uuid_fk" FOREIGN KEY ("transaction_uuid") REFERENCES "public"."payment_transactions"("uuid") ON DELETE cascade ON UPDATE no action;
