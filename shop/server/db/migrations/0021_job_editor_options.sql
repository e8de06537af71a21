ALTER TABLE "jobs" ADD COLUMN "subject_change" smallint DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subject_change_check" CHECK ("jobs"."subject_change" between 1 and 3);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "image_toolbox" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "backgrounds" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "template_change" boolean DEFAULT true NOT NULL;
