ALTER TABLE "outbox" ADD COLUMN "order_uuid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_order_unique" ON "outbox" USING btree ("order_uuid");