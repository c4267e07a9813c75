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
ALTER TABLE "outbox" ADD COLUMN "cc" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
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
CREATE INDEX "student_status_changes_student_idx" ON "student_status_changes" USING btree ("student_id","created_at");