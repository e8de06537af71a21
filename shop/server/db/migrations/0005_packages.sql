CREATE TABLE "inspection_cancellations" (
	"user_uuid" text NOT NULL,
	"subject_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_cancellations_user_uuid_subject_uuid_pk" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"link" text,
	"link_text" jsonb,
	"link_info" jsonb,
	"original_price" integer NOT NULL,
	"price_including_discount" integer NOT NULL,
	"time_limited_discount_price" integer,
	"discount_deadline" timestamp with time zone,
	"disabled_reason" jsonb,
	"allow_subject_change" boolean DEFAULT true NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_cancellations" ADD CONSTRAINT "inspection_cancellations_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_cancellations" ADD CONSTRAINT "inspection_cancellations_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;