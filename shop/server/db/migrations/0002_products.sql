CREATE TABLE "products" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"producttype" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"minorderpartquantity" integer NOT NULL,
	"productprices" jsonb NOT NULL,
	"subproducts" jsonb NOT NULL,
	"campaignrequirement" jsonb
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"uuid" text NOT NULL,
	"version" integer NOT NULL,
	"product_uuid" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_uuid_version_pk" PRIMARY KEY("uuid","version")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"file" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_product_uuid_products_uuid_fk" FOREIGN KEY ("product_uuid") REFERENCES "public"."products"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_product_idx" ON "templates" USING btree ("product_uuid");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_uuid");