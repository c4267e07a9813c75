CREATE TABLE "info_update_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text,
	"emailed" boolean DEFAULT false NOT NULL,
	"notified" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_email_files" (
	"email_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "student_email_files_email_id_file_id_pk" PRIMARY KEY("email_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "student_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"outbox_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template_id" integer,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"to_phone" text NOT NULL,
	"recipient" text,
	"kind" text DEFAULT 'message' NOT NULL,
	"text" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"provider" text,
	"provider_id" text,
	"error" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_sms_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_sms_settings" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"sms_phone" text,
	"opted_out" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "info_update_requests" ADD CONSTRAINT "info_update_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_files" ADD CONSTRAINT "student_email_files_email_id_student_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."student_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_files" ADD CONSTRAINT "student_email_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_emails" ADD CONSTRAINT "student_emails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_emails" ADD CONSTRAINT "student_emails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms" ADD CONSTRAINT "student_sms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms_recipients" ADD CONSTRAINT "student_sms_recipients_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms_settings" ADD CONSTRAINT "student_sms_settings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_update_requests_student_idx" ON "info_update_requests" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "student_emails_student_idx" ON "student_emails" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "student_sms_student_idx" ON "student_sms" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_sms_recipients_phone_key" ON "student_sms_recipients" USING btree ("student_id","phone");