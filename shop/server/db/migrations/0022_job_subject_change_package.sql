ALTER TABLE "jobs" DROP CONSTRAINT "jobs_subject_change_check";
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subject_change_check" CHECK ("jobs"."subject_change" between 1 and 4);
