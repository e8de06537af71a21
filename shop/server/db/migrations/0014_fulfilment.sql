CREATE TABLE "fulfilment_jobs" (
	"order_uuid" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"folder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "fulfilment_jobs_state" CHECK ("fulfilment_jobs"."state" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_transition" CHECK (("order_status_history"."from_status" is null and "order_status_history"."to_status" = 'received') or ("order_status_history"."from_status" || '>' || "order_status_history"."to_status") in ('received>in_production', 'in_production>shipped', 'in_production>ready_for_pickup', 'shipped>delivered', 'ready_for_pickup>delivered', 'received>cancelled', 'in_production>cancelled', 'received>refunded', 'in_production>refunded', 'shipped>refunded', 'ready_for_pickup>refunded', 'delivered>refunded', 'cancelled>refunded'))
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"order_uuid" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"tracking_reference" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_statuses_status" CHECK ("order_statuses"."status" in ('received', 'in_production', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "fulfilment_jobs" ADD CONSTRAINT "fulfilment_jobs_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfilment_jobs_due_idx" ON "fulfilment_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_uuid");--> statement-breakpoint
-- Orders confirmed before this migration start as received, with their lab job queued.
INSERT INTO "order_statuses" ("order_uuid", "status") SELECT "uuid", 'received' FROM "orders" WHERE "confirm_time" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_status_history" ("order_uuid", "from_status", "to_status", "actor", "at") SELECT "uuid", NULL, 'received', 'system', "confirm_time" FROM "orders" WHERE "confirm_time" IS NOT NULL;--> statement-breakpoint
INSERT INTO "fulfilment_jobs" ("order_uuid") SELECT "uuid" FROM "orders" WHERE "confirm_time" IS NOT NULL;
