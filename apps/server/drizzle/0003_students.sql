-- the quick search of the student list uses trigram indexes (pg_trgm: trusted, in PostgreSQL contrib and in PGlite)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "parent_students" (
	"user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"relation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_students_user_id_student_id_pk" PRIMARY KEY("user_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" serial PRIMARY KEY NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"gender" text,
	"date_of_birth" date,
	"email" text NOT NULL,
	"alternate_email" text,
	"phone" text,
	"alternate_phone" text,
	"nationality_id" integer,
	"birth_country_id" integer,
	"passport_number" text,
	"passport_expiry" date,
	"photo_file_id" integer,
	"address1" text,
	"address2" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"status_id" integer,
	"student_type_id" integer,
	"course_id" integer,
	"campus_id" integer,
	"start_semester_id" integer,
	"stage_id" integer,
	"cohort" text,
	"current_course_status" text,
	"usmle_test_status" text,
	"campus_status" text,
	"financial_status" integer DEFAULT 1 NOT NULL,
	"immigration_required" boolean DEFAULT false NOT NULL,
	"force_personal_info_update" boolean DEFAULT false NOT NULL,
	"lead_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_billing" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"payer" text NOT NULL,
	"sponsor_name" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state_id" integer,
	"country_id" integer NOT NULL,
	"zip" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"alternate_phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"is_billing_contact" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"institution" text NOT NULL,
	"degree" text NOT NULL,
	"field" text,
	"from_year" integer NOT NULL,
	"to_year" integer,
	"gpa" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_admission_acceptances" (
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_admission_acceptances_student_id_kind_pk" PRIMARY KEY("student_id","kind")
);
--> statement-breakpoint
CREATE TABLE "student_admission_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_admission_forms" (
	"student_id" integer NOT NULL,
	"form" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_admission_forms_student_id_form_pk" PRIMARY KEY("student_id","form")
);
--> statement-breakpoint
CREATE TABLE "immigration_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by_self" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"removed_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_envelope_id" text NOT NULL,
	"template_id" integer,
	"file_id" integer NOT NULL,
	"signed_file_id" integer,
	"subject" text NOT NULL,
	"message" text,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"status" text DEFAULT 'Sent' NOT NULL,
	"status_note" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"description" text,
	"file_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"shared_with_student" boolean DEFAULT true NOT NULL,
	"uploaded_by_self" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_immigration" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"visa_type" text,
	"visa_number" text,
	"visa_expiry" date,
	"permit_number" text,
	"arrival_date" date,
	"notes" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"note_type" integer NOT NULL,
	"subject" text,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_deferments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"from_semester_id" integer,
	"to_semester_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_other_details" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"emergency_contact_name" text,
	"emergency_contact_relation" text,
	"emergency_contact_phone" text,
	"emergency_contact_email" text,
	"medical_conditions" text,
	"allergies" text,
	"dietary_needs" text,
	"t_shirt_size" text,
	"languages_spoken" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"reason" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "outbox" ADD COLUMN "cc" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_nationality_id_ref_rows_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_birth_country_id_ref_rows_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_status_id_ref_rows_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_student_type_id_ref_rows_id_fk" FOREIGN KEY ("student_type_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_course_id_ref_rows_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_campus_id_ref_rows_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_start_semester_id_ref_rows_id_fk" FOREIGN KEY ("start_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_stage_id_ref_rows_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_billing" ADD CONSTRAINT "student_billing_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_billing" ADD CONSTRAINT "student_billing_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_billing" ADD CONSTRAINT "student_billing_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contacts" ADD CONSTRAINT "student_contacts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contacts" ADD CONSTRAINT "student_contacts_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_contacts" ADD CONSTRAINT "student_contacts_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_education" ADD CONSTRAINT "student_education_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_acceptances" ADD CONSTRAINT "student_admission_acceptances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_acceptances" ADD CONSTRAINT "student_admission_acceptances_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_codes" ADD CONSTRAINT "student_admission_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_codes" ADD CONSTRAINT "student_admission_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_forms" ADD CONSTRAINT "student_admission_forms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_admission_forms" ADD CONSTRAINT "student_admission_forms_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immigration_documents" ADD CONSTRAINT "immigration_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "immigration_documents" ADD CONSTRAINT "immigration_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_template_id_ref_rows_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_envelopes" ADD CONSTRAINT "signature_envelopes_signed_file_id_files_id_fk" FOREIGN KEY ("signed_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_versions" ADD CONSTRAINT "student_document_versions_document_id_student_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."student_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_versions" ADD CONSTRAINT "student_document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_folder_id_ref_rows_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_category_id_ref_rows_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_immigration" ADD CONSTRAINT "student_immigration_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notes" ADD CONSTRAINT "student_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_deferments" ADD CONSTRAINT "student_deferments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_deferments" ADD CONSTRAINT "student_deferments_from_semester_id_ref_rows_id_fk" FOREIGN KEY ("from_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_deferments" ADD CONSTRAINT "student_deferments_to_semester_id_ref_rows_id_fk" FOREIGN KEY ("to_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_other_details" ADD CONSTRAINT "student_other_details_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_status_changes" ADD CONSTRAINT "student_status_changes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_status_changes" ADD CONSTRAINT "student_status_changes_from_status_id_ref_rows_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_status_changes" ADD CONSTRAINT "student_status_changes_to_status_id_ref_rows_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_update_requests" ADD CONSTRAINT "info_update_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_files" ADD CONSTRAINT "student_email_files_email_id_student_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."student_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_email_files" ADD CONSTRAINT "student_email_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_emails" ADD CONSTRAINT "student_emails_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_emails" ADD CONSTRAINT "student_emails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms" ADD CONSTRAINT "student_sms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms_recipients" ADD CONSTRAINT "student_sms_recipients_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_sms_settings" ADD CONSTRAINT "student_sms_settings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_students_student_idx" ON "parent_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_key" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "students_status_campus_idx" ON "students" USING btree ("status_id","campus_id","id");--> statement-breakpoint
CREATE INDEX "students_campus_idx" ON "students" USING btree ("campus_id","id");--> statement-breakpoint
CREATE INDEX "students_semester_idx" ON "students" USING btree ("start_semester_id","id");--> statement-breakpoint
CREATE INDEX "students_last_name_idx" ON "students" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree ("email");--> statement-breakpoint
CREATE INDEX "students_cohort_idx" ON "students" USING btree ("cohort");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_names_trgm_idx" ON "students" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("preferred_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm_idx" ON "students" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_lead_idx" ON "students" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "student_contacts_student_idx" ON "student_contacts" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_contacts_one_billing" ON "student_contacts" USING btree ("student_id") WHERE "student_contacts"."is_billing_contact";--> statement-breakpoint
CREATE INDEX "student_education_student_idx" ON "student_education" USING btree ("student_id","from_year");--> statement-breakpoint
CREATE INDEX "student_admission_codes_person_idx" ON "student_admission_codes" USING btree ("student_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "immigration_documents_student" ON "immigration_documents" USING btree ("student_id","type");--> statement-breakpoint
CREATE INDEX "signature_envelopes_student" ON "signature_envelopes" USING btree ("student_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_envelopes_provider_key" ON "signature_envelopes" USING btree ("provider","provider_envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_document_versions_key" ON "student_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "student_documents_student" ON "student_documents" USING btree ("student_id","active","created_at");--> statement-breakpoint
CREATE INDEX "student_notes_list_idx" ON "student_notes" USING btree ("student_id","note_type","created_at") WHERE "student_notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "student_deferments_student_idx" ON "student_deferments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "student_status_changes_student_idx" ON "student_status_changes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "info_update_requests_student_idx" ON "info_update_requests" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "student_emails_student_idx" ON "student_emails" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "student_sms_student_idx" ON "student_sms" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_sms_recipients_phone_key" ON "student_sms_recipients" USING btree ("student_id","phone");--> statement-breakpoint
CREATE INDEX "audit_student_idx" ON "audit_log" USING btree (coalesce("after"->>'studentId', "before"->>'studentId'));--> statement-breakpoint
ALTER SEQUENCE "students_id_seq" RESTART WITH 100001;
