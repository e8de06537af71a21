ALTER TABLE "photographers" ADD COLUMN "contact" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "import_key" text;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "photo_date" date;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "order_deadline" date;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "own_photos" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "mix_photographers" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_import_key_idx" ON "jobs" USING btree ("import_key");
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "class_name" text;
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "grade" text;
--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "external_id" text;
--> statement-breakpoint
ALTER TABLE "pictures" ADD COLUMN "source_name" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_set_source_idx" ON "pictures" USING btree ("picture_set_uuid","source_name");
--> statement-breakpoint
CREATE INDEX "picture_sets_job_idx" ON "picture_sets" USING btree ("job_uuid");
