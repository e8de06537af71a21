CREATE TABLE "catalogues" (
	"uuid" text PRIMARY KEY NOT NULL,
	"subject_uuid" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"max_quantity" integer,
	"last_photo_day" text
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"delivery_option_uuid" text,
	"payment_option_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"options" jsonb NOT NULL,
	"pickup_locations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_set_offers" (
	"product_uuid" text PRIMARY KEY NOT NULL,
	"subject_uuid" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"rebated_price" integer,
	CONSTRAINT "digital_set_offers_subject_uuid_unique" UNIQUE("subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"order_uuid" text PRIMARY KEY NOT NULL,
	"transaction_uuid" text NOT NULL,
	"rebate_code" text,
	"delivery" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"total" integer NOT NULL,
	"contain_digital_products" boolean NOT NULL,
	"catalogue_max_delivery_time" jsonb,
	"comment" text NOT NULL,
	CONSTRAINT "order_details_transaction_uuid_unique" UNIQUE("transaction_uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"provider" text NOT NULL,
	"title" text NOT NULL,
	"mobile_title" text NOT NULL,
	"description" text NOT NULL,
	"mobile_description" text NOT NULL,
	"verify_mobile" boolean NOT NULL,
	"require_person_no" boolean NOT NULL,
	"methods" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"uuid" text PRIMARY KEY NOT NULL,
	"checkout_uuid" text NOT NULL,
	"user_uuid" text NOT NULL,
	"order_uuid" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"payment" jsonb NOT NULL,
	"cart_line_uuids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"benefit" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"minimum_order" integer,
	"single_use_per_user" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_checkout_uuid_checkouts_uuid_fk" FOREIGN KEY ("checkout_uuid") REFERENCES "public"."checkouts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;