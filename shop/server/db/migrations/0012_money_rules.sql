CREATE TABLE "cart_line_purchases" (
	"cart_line_uuid" text PRIMARY KEY NOT NULL,
	"order_uuid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_orders" (
	"checkout_uuid" text PRIMARY KEY NOT NULL,
	"order_uuid" text NOT NULL,
	CONSTRAINT "checkout_orders_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"code" text NOT NULL,
	"user_uuid" text NOT NULL,
	"order_uuid" text NOT NULL,
	CONSTRAINT "voucher_uses_code_user_uuid_pk" PRIMARY KEY("code","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "cart_line_purchases" ADD CONSTRAINT "cart_line_purchases_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_checkout_uuid_checkouts_uuid_fk" FOREIGN KEY ("checkout_uuid") REFERENCES "public"."checkouts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD CONSTRAINT "checkout_orders_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders confirmed before these tables existed claim their checkout, cart lines and single-use
-- voucher, the earliest confirmation first (later duplicates of the old race are left as they are).
INSERT INTO "checkout_orders" ("checkout_uuid", "order_uuid")
SELECT DISTINCT ON (t."checkout_uuid") t."checkout_uuid", t."order_uuid"
FROM "payment_transactions" t JOIN "orders" o ON o."uuid" = t."order_uuid"
WHERE t."status" = 'approved'
ORDER BY t."checkout_uuid", o."confirm_time", t."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "cart_line_purchases" ("cart_line_uuid", "order_uuid")
SELECT DISTINCT ON (l.value) l.value, t."order_uuid"
FROM "payment_transactions" t JOIN "orders" o ON o."uuid" = t."order_uuid",
  jsonb_array_elements_text(t."cart_line_uuids") AS l(value)
WHERE t."status" = 'approved'
ORDER BY l.value, o."confirm_time", t."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "voucher_uses" ("code", "user_uuid", "order_uuid")
SELECT DISTINCT ON (d."rebate_code", o."user_uuid") d."rebate_code", o."user_uuid", o."uuid"
FROM "orders" o
JOIN "order_details" d ON d."order_uuid" = o."uuid"
JOIN "vouchers" v ON v."code" = d."rebate_code"
WHERE o."confirm_time" IS NOT NULL AND v."single_use_per_user"
ORDER BY d."rebate_code", o."user_uuid", o."confirm_time"
ON CONFLICT DO NOTHING;
