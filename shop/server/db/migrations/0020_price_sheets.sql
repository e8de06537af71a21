CREATE TABLE "job_packages" (
	"job_uuid" text NOT NULL,
	"package_uuid" text NOT NULL,
	CONSTRAINT "job_packages_job_uuid_package_uuid_pk" PRIMARY KEY("job_uuid","package_uuid")
);
--> statement-breakpoint
ALTER TABLE "job_packages" ADD CONSTRAINT "job_packages_job_uuid_jobs_uuid_fk" FOREIGN KEY ("job_uuid") REFERENCES "public"."jobs"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_packages" ADD CONSTRAINT "job_packages_package_uuid_packages_uuid_fk" FOREIGN KEY ("package_uuid") REFERENCES "public"."packages"("uuid") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_packages_package_idx" ON "job_packages" USING btree ("package_uuid");
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "translations" jsonb;
--> statement-breakpoint
ALTER TABLE "payment_options" ADD COLUMN "translations" jsonb;
--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "translations" jsonb;
--> statement-breakpoint
ALTER TABLE "digital_set_offers" ADD COLUMN "translations" jsonb;
