CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fair_date" date NOT NULL,
	"city" text,
	"country_id" integer,
	"organiser" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"note" text,
	"file_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"alternate_phone" text,
	"gender" text,
	"date_of_birth" date,
	"birth_country_id" integer,
	"nationality_id" integer,
	"highest_degree_id" integer,
	"course_id" integer,
	"campus_id" integer,
	"semester_id" integer,
	"source_id" integer,
	"representative_id" integer,
	"fair_id" integer,
	"status_id" integer DEFAULT 1 NOT NULL,
	"immigration_required" boolean DEFAULT false NOT NULL,
	"photo_file_id" integer,
	"address1" text,
	"address2" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"student_id" integer,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"deleted_at" timestamp with time zone,
	"merged_into" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_application_steps" (
	"lead_id" integer NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_application_steps_lead_id_step_pk" PRIMARY KEY("lead_id","step")
);
--> statement-breakpoint
CREATE TABLE "lead_applications" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"terms_version" text,
	"terms_accepted_by" integer,
	"terms_accepted_at" timestamp with time zone,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "lead_estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"fee_id" integer,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"total_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_rep_vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"representative_id" integer NOT NULL,
	"cover_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_semester_deferments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"from_semester_id" integer,
	"to_semester_id" integer NOT NULL,
	"reason" text NOT NULL,
	"file_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_email_files" (
	"email_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "lead_email_files_email_id_file_id_pk" PRIMARY KEY("email_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "lead_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
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
CREATE TABLE "lead_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"survivor_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"survivor_before" jsonb NOT NULL,
	"other_before" jsonb NOT NULL,
	"taken" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" integer,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_saved_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_birth_country_id_ref_rows_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_nationality_id_ref_rows_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_highest_degree_id_ref_rows_id_fk" FOREIGN KEY ("highest_degree_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_course_id_ref_rows_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_campus_id_ref_rows_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_id_ref_rows_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_application_steps" ADD CONSTRAINT "lead_application_steps_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_applications" ADD CONSTRAINT "lead_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_versions" ADD CONSTRAINT "lead_document_versions_document_id_lead_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."lead_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_document_versions" ADD CONSTRAINT "lead_document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_documents" ADD CONSTRAINT "lead_documents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_documents" ADD CONSTRAINT "lead_documents_type_id_ref_rows_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_documents" ADD CONSTRAINT "lead_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_estimate_lines" ADD CONSTRAINT "lead_estimate_lines_estimate_id_lead_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."lead_estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_estimate_lines" ADD CONSTRAINT "lead_estimate_lines_fee_id_ref_rows_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_estimates" ADD CONSTRAINT "lead_estimates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_semester_deferments" ADD CONSTRAINT "lead_semester_deferments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_semester_deferments" ADD CONSTRAINT "lead_semester_deferments_from_semester_id_ref_rows_id_fk" FOREIGN KEY ("from_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_semester_deferments" ADD CONSTRAINT "lead_semester_deferments_to_semester_id_ref_rows_id_fk" FOREIGN KEY ("to_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_semester_deferments" ADD CONSTRAINT "lead_semester_deferments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_email_files" ADD CONSTRAINT "lead_email_files_email_id_lead_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."lead_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_email_files" ADD CONSTRAINT "lead_email_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_survivor_id_leads_id_fk" FOREIGN KEY ("survivor_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_other_id_leads_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairs_name_date" ON "fairs" USING btree (lower("name"),"fair_date");--> statement-breakpoint
CREATE INDEX "fairs_date" ON "fairs" USING btree ("fair_date");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "lead_status_changes" USING btree ("lead_id","changed_at");--> statement-breakpoint
CREATE INDEX "leads_live_idx" ON "leads" USING btree ("id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "leads_rep_idx" ON "leads" USING btree ("representative_id","id");--> statement-breakpoint
CREATE INDEX "leads_course_idx" ON "leads" USING btree ("course_id","id");--> statement-breakpoint
CREATE INDEX "leads_semester_idx" ON "leads" USING btree ("semester_id","id");--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source_id","id");--> statement-breakpoint
CREATE INDEX "leads_fair_idx" ON "leads" USING btree ("fair_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_last_name_idx" ON "leads" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lead_applications_submitted_idx" ON "lead_applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_document_versions_key" ON "lead_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "lead_documents_lead_idx" ON "lead_documents" USING btree ("lead_id","active","created_at");--> statement-breakpoint
CREATE INDEX "lead_documents_pending_idx" ON "lead_documents" USING btree ("created_at") WHERE "lead_documents"."active" and not "lead_documents"."verified";--> statement-breakpoint
CREATE INDEX "lead_estimate_lines_estimate_idx" ON "lead_estimate_lines" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "lead_estimates_lead_idx" ON "lead_estimates" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_rep_vacations_rep_idx" ON "lead_rep_vacations" USING btree ("representative_id","from_date");--> statement-breakpoint
CREATE INDEX "lead_semester_deferments_lead_idx" ON "lead_semester_deferments" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_emails_lead_idx" ON "lead_emails" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "lead_merges_survivor_idx" ON "lead_merges" USING btree ("survivor_id");--> statement-breakpoint
CREATE INDEX "lead_merges_other_idx" ON "lead_merges" USING btree ("other_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_saved_reports_name_idx" ON "lead_saved_reports" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lead_saved_reports_created_idx" ON "lead_saved_reports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_lead_idx" ON "tasks" USING btree ("lead_id","due_date");