CREATE TABLE "digital_products" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"picture_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"productprices" jsonb NOT NULL,
	"campaignrequirement" jsonb,
	CONSTRAINT "digital_products_picture_type_unique" UNIQUE("picture_type")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"internal_name" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"parent_name" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"user_image_previews" boolean DEFAULT false NOT NULL,
	"separate_from_background" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoted_products" (
	"product_uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"badge" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"template_uuid" text NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "template_categories_template_uuid_category_pk" PRIMARY KEY("template_uuid","category")
);
--> statement-breakpoint
ALTER TABLE "digital_products" ADD CONSTRAINT "digital_products_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoted_products" ADD CONSTRAINT "promoted_products_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;