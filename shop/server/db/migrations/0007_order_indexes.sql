CREATE INDEX "order_lines_cart_idx" ON "order_lines" USING btree ("cart_uuid");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_uuid");