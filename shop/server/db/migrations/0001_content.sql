CREATE TABLE "cms_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"modules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debug_recording_chunks" (
	"uuid" text PRIMARY KEY NOT NULL,
	"recording_uuid" text NOT NULL,
	"seq" integer NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debug_recordings" (
	"uuid" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_uuid" text,
	"user_agent" text NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_mails" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"recipient" text NOT NULL,
	"subject_uuids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_reminders" (
	"user_uuid" text NOT NULL,
	"subject_uuid" text NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	CONSTRAINT "subject_reminders_user_uuid_subject_uuid_pk" PRIMARY KEY("user_uuid","subject_uuid")
);
--> statement-breakpoint
ALTER TABLE "debug_recording_chunks" ADD CONSTRAINT "debug_recording_chunks_recording_uuid_debug_recordings_uuid_fk" FOREIGN KEY ("recording_uuid") REFERENCES "public"."debug_recordings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debug_recordings" ADD CONSTRAINT "debug_recordings_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_mails" ADD CONSTRAINT "share_mails_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_reminders" ADD CONSTRAINT "subject_reminders_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_reminders" ADD CONSTRAINT "subject_reminders_subject_uuid_subjects_uuid_fk" FOREIGN KEY ("subject_uuid") REFERENCES "public"."subjects"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debug_chunks_recording_seq" ON "debug_recording_chunks" USING btree ("recording_uuid","seq");--> statement-breakpoint
CREATE INDEX "share_mails_user_time" ON "share_mails" USING btree ("user_uuid","created_at");