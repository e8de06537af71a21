CREATE TABLE "menu_items" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"parent_uuid" text,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"data" jsonb,
	"title" jsonb NOT NULL,
	"visibility" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"uuid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"contact" jsonb NOT NULL,
	"terms_of_service" text NOT NULL,
	"terms_of_purchase" text NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"free_shipping_threshold" integer NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"picture_set_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backgrounds" (
	"uuid" text PRIMARY KEY NOT NULL,
	"job_uuid" text,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"uuid" text PRIMARY KEY NOT NULL,
	"school_uuid" text NOT NULL,
	"photographer_uuid" text NOT NULL,
	"name" text NOT NULL,
	"job_type_uuid" text NOT NULL,
	"job_type_name" text NOT NULL,
	"creation_time" timestamp with time zone NOT NULL,
	"has_been_in_web_shop" boolean NOT NULL,
	"require_fine_tuned_pictures" boolean NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"uuid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "picture_sets" (
	"uuid" text PRIMARY KEY NOT NULL,
	"subject_uuid" text NOT NULL,
	"job_uuid" text NOT NULL,
	"available" boolean NOT NULL,
	CONSTRAINT "picture_sets_subject_uuid_unique" UNIQUE("subject_uuid")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"uuid" text PRIMARY KEY NOT NULL,
	"picture_set_uuid" text NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"picture_type" text NOT NULL,
	"group_picture" boolean NOT NULL,
	"greenscreen" boolean NOT NULL,
	"keywords" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"uuid" text PRIMARY KEY NOT NULL,
	"shop_uuid" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"uuid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_group" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_uuid" text,
	"simulated_by_uuid" text,
	"lang" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_picture_sets" (
	"user_uuid" text NOT NULL,
	"picture_set_uuid" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_picture_sets_user_uuid_picture_set_uuid_pk" PRIMARY KEY("user_uuid","picture_set_uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" text PRIMARY KEY NOT NULL,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"mobile" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"accept_mail" boolean DEFAULT false NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"currency" text NOT NULL,
	"rebate_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_uuid_unique" UNIQUE("user_uuid")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"uuid" text PRIMARY KEY NOT NULL,
	"cart_uuid" text,
	"order_uuid" text,
	"type" integer NOT NULL,
	"product_uuid" text,
	"product_name" text,
	"product_type" integer,
	"quantity" integer NOT NULL,
	"description" text NOT NULL,
	"line_price" integer NOT NULL,
	"actual_line_price" integer NOT NULL,
	"maximum_quantity" integer,
	"picture_uuid" text,
	"subject_uuid" text,
	"data" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"currency" text NOT NULL,
	"confirm_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"uuid" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backgrounds" ADD CONSTRAINT "backgrounds_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_school_uuid_schools_uuid_fk" FOREIGN KEY ("school_uuid") REFERENCES "public"."schools"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_photographer_uuid_photographers_uuid_fk" FOREIGN KEY ("photographer_uuid") REFERENCES "public"."photographers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_sets" ADD CONSTRAINT "picture_sets_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_sets" ADD CONSTRAINT "picture_sets_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_shop_uuid_shops_uuid_fk" FOREIGN KEY ("shop_uuid") REFERENCES "public"."shops"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_simulated_by_uuid_users_uuid_fk" FOREIGN KEY ("simulated_by_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD CONSTRAINT "user_picture_sets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_picture_sets" ADD CONSTRAINT "user_picture_sets_picture_set_uuid_picture_sets_uuid_fk" FOREIGN KEY ("picture_set_uuid") REFERENCES "public"."picture_sets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;