ALTER TABLE "shops" ADD COLUMN "seller" jsonb;
--> statement-breakpoint
UPDATE "shops" SET "seller" = jsonb_build_object(
	'name', "name",
	'organisationNumber', '',
	'address', "contact"->>'address',
	'postalCode', "contact"->>'postalCode',
	'city', "contact"->>'city',
	'country', "country",
	'email', "contact"->>'email',
	'phone', "contact"->>'phone',
	'bankAccount', '',
	'vatRegistered', true
);
--> statement-breakpoint
ALTER TABLE "shops" ALTER COLUMN "seller" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_vat_rate" integer DEFAULT 2500 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_default_vat_rate" CHECK ("shops"."default_vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "invoice_due_days" integer DEFAULT 14 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_invoice_due_days" CHECK ("shops"."invoice_due_days" between 1 and 365);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "digital_before_invoice_paid" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_vat_rate" CHECK ("packages"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "digital_products" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "digital_products" ADD CONSTRAINT "digital_products_vat_rate" CHECK ("digital_products"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "digital_set_offers" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "digital_set_offers" ADD CONSTRAINT "digital_set_offers_vat_rate" CHECK ("digital_set_offers"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_vat_rate" CHECK ("catalogues"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "vat_rate" integer;
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_vat_rate" CHECK ("delivery_methods"."vat_rate" between 0 and 10000);
--> statement-breakpoint
ALTER TABLE "order_details" ADD COLUMN "receipt" jsonb;
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_uuid" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"kid" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kid_unique" UNIQUE("kid"),
	CONSTRAINT "invoices_kid_digits" CHECK ("invoices"."kid" ~ '^[0-9]{2,25}$'),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('open', 'paid')),
	CONSTRAINT "invoices_paid" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null and "invoices"."paid_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 'open';
