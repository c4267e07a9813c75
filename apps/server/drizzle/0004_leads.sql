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
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);