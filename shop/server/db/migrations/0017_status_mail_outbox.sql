ALTER TABLE "outbox" ADD COLUMN "status_history_id" integer;
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_history_id_order_status_history_id_fk" FOREIGN KEY ("status_history_id") REFERENCES "public"."order_status_history"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_status_history_unique" ON "outbox" USING btree ("status_history_id");
