CREATE TABLE "lead_unverified_email_files" (
	"email_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "lead_unverified_email_files_email_id_file_id_pk" PRIMARY KEY("email_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "lead_unverified_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"source" text NOT NULL,
	"skipped_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"sender_first_name" text,
	"sender_last_name" text,
	"sender_phone" text,
	"notes" text,
	"lead_id" integer,
	"lead_email_id" integer,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"decision" text NOT NULL,
	"message" text,
	"letter_file_id" integer NOT NULL,
	"email_id" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_interview_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"faculty_id" integer NOT NULL,
	"slot_id" integer,
	"interview_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_upload_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"values" jsonb NOT NULL,
	"input" jsonb,
	"state" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	"created_lead_id" integer
);
--> statement-breakpoint
CREATE TABLE "lead_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"valid" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"to_import" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"duplicate_mode" text,
	"error" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_admission_acceptances" (
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_admission_acceptances_lead_id_kind_pk" PRIMARY KEY("lead_id","kind")
);
--> statement-breakpoint
CREATE TABLE "lead_admission_forms" (
	"lead_id" integer NOT NULL,
	"form" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_admission_forms_lead_id_form_pk" PRIMARY KEY("lead_id","form")
);
--> statement-breakpoint
CREATE TABLE "lead_billing" (
	"lead_id" integer PRIMARY KEY NOT NULL,
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
CREATE TABLE "lead_billing_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
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
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_billing_contacts_lead_key" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
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
CREATE TABLE "lead_immigration_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"replaced_by" integer,
	"removed_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_emails" ALTER COLUMN "outbox_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "direction" text DEFAULT 'out' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_unverified_email_files" ADD CONSTRAINT "lead_unverified_email_files_email_id_lead_unverified_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."lead_unverified_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_unverified_email_files" ADD CONSTRAINT "lead_unverified_email_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_unverified_emails" ADD CONSTRAINT "lead_unverified_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_decisions" ADD CONSTRAINT "lead_decisions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_decisions" ADD CONSTRAINT "lead_decisions_letter_file_id_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_decisions" ADD CONSTRAINT "lead_decisions_email_id_lead_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."lead_emails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interview_evaluations" ADD CONSTRAINT "lead_interview_evaluations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interview_evaluations" ADD CONSTRAINT "lead_interview_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interviews" ADD CONSTRAINT "lead_interviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interviews" ADD CONSTRAINT "lead_interviews_faculty_id_users_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_upload_rows" ADD CONSTRAINT "lead_upload_rows_upload_id_lead_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."lead_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_uploads" ADD CONSTRAINT "lead_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_admission_acceptances" ADD CONSTRAINT "lead_admission_acceptances_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_admission_acceptances" ADD CONSTRAINT "lead_admission_acceptances_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_admission_forms" ADD CONSTRAINT "lead_admission_forms_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_admission_forms" ADD CONSTRAINT "lead_admission_forms_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing" ADD CONSTRAINT "lead_billing_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing" ADD CONSTRAINT "lead_billing_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing" ADD CONSTRAINT "lead_billing_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing_contacts" ADD CONSTRAINT "lead_billing_contacts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing_contacts" ADD CONSTRAINT "lead_billing_contacts_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_billing_contacts" ADD CONSTRAINT "lead_billing_contacts_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_education" ADD CONSTRAINT "lead_education_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_immigration_documents" ADD CONSTRAINT "lead_immigration_documents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_immigration_documents" ADD CONSTRAINT "lead_immigration_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_unverified_emails_status_idx" ON "lead_unverified_emails" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "lead_unverified_emails_unread_idx" ON "lead_unverified_emails" USING btree ("id") WHERE "lead_unverified_emails"."status" = 'open' and "lead_unverified_emails"."read_at" is null;--> statement-breakpoint
CREATE INDEX "lead_unverified_emails_message_idx" ON "lead_unverified_emails" USING btree ("message_id") WHERE "lead_unverified_emails"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_unverified_emails_lead_idx" ON "lead_unverified_emails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_decisions_lead_idx" ON "lead_decisions" USING btree ("lead_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_interview_evaluations_uq" ON "lead_interview_evaluations" USING btree ("lead_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "lead_interviews_lead_idx" ON "lead_interviews" USING btree ("lead_id","interview_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_interviews_booking_uq" ON "lead_interviews" USING btree ("faculty_id","interview_date","start_time") WHERE "lead_interviews"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_upload_rows_key" ON "lead_upload_rows" USING btree ("upload_id","row_number");--> statement-breakpoint
CREATE INDEX "lead_upload_rows_lead_idx" ON "lead_upload_rows" USING btree ("created_lead_id") WHERE "lead_upload_rows"."created_lead_id" is not null;--> statement-breakpoint
CREATE INDEX "lead_uploads_uploaded_idx" ON "lead_uploads" USING btree ("uploaded_at");--> statement-breakpoint
CREATE INDEX "lead_uploads_importing_idx" ON "lead_uploads" USING btree ("id") WHERE "lead_uploads"."status" = 'importing';--> statement-breakpoint
CREATE INDEX "lead_education_lead_idx" ON "lead_education" USING btree ("lead_id","from_year");--> statement-breakpoint
CREATE INDEX "lead_immigration_documents_lead_idx" ON "lead_immigration_documents" USING btree ("lead_id","type");--> statement-breakpoint
CREATE INDEX "row_counts_key_idx" ON "row_counts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "leads_open_created_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."deleted_at" is null and "leads"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "leads_open_status_idx" ON "leads" USING btree ("status_id","representative_id","created_at","id") WHERE "leads"."deleted_at" is null and "leads"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "leads_open_rep_idx" ON "leads" USING btree ("representative_id","created_at","id") WHERE "leads"."deleted_at" is null and "leads"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "lead_emails_sender_idx" ON "lead_emails" USING btree ("sent_by","sent_at");--> statement-breakpoint
CREATE INDEX "lead_emails_message_idx" ON "lead_emails" USING btree ("message_id") WHERE "lead_emails"."message_id" is not null;--> statement-breakpoint
-- row_counts: exact counts of the lists' unfiltered views, appended by statement-level triggers
-- (platform/db/row-counts.ts). Students: one key; leads: by deleted and closed state.
CREATE FUNCTION "row_counts_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, n) SELECT 'students', count(*) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, n) SELECT 'students', -count(*) FROM old_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE key = 'students';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "students_count_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_students"();--> statement-breakpoint
CREATE TRIGGER "students_count_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_students"();--> statement-breakpoint
CREATE TRIGGER "students_count_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_students"();--> statement-breakpoint
CREATE FUNCTION "row_counts_lead_key"(deleted_at timestamptz, closed_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'leads:' || CASE WHEN deleted_at IS NULL THEN 'live' ELSE 'deleted' END || ':' || CASE WHEN closed_at IS NULL THEN 'open' ELSE 'closed' END
$$;--> statement-breakpoint
CREATE FUNCTION "row_counts_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, n) SELECT row_counts_lead_key(deleted_at, closed_at), count(*) FROM new_rows GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, n) SELECT row_counts_lead_key(deleted_at, closed_at), -count(*) FROM old_rows GROUP BY 1;
  ELSIF TG_OP = 'UPDATE' THEN
    -- only a change of state counts: closing, reopening, deleting, restoring
    INSERT INTO row_counts (key, n) SELECT k, sum(d) FROM (
      SELECT row_counts_lead_key(deleted_at, closed_at) AS k, 1 AS d FROM new_rows
      UNION ALL SELECT row_counts_lead_key(deleted_at, closed_at), -1 FROM old_rows
    ) changes GROUP BY k HAVING sum(d) <> 0;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE key LIKE 'leads:%';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_count_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_leads"();--> statement-breakpoint
CREATE TRIGGER "leads_count_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_leads"();--> statement-breakpoint
CREATE TRIGGER "leads_count_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_leads"();--> statement-breakpoint
CREATE TRIGGER "leads_count_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_leads"();--> statement-breakpoint
-- the rows already there
INSERT INTO "row_counts" (key, n) SELECT 'students', count(*) FROM "students";--> statement-breakpoint
INSERT INTO "row_counts" (key, n) SELECT row_counts_lead_key(deleted_at, closed_at), count(*) FROM "leads" GROUP BY 1;
