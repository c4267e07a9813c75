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
CREATE INDEX "parent_students_student_idx" ON "parent_students" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_key" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "students_campus_idx" ON "students" USING btree ("campus_id","id");--> statement-breakpoint
CREATE INDEX "students_semester_idx" ON "students" USING btree ("start_semester_id","id");--> statement-breakpoint
CREATE INDEX "students_last_name_idx" ON "students" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_cohort_idx" ON "students" USING btree ("cohort");--> statement-breakpoint
CREATE INDEX "students_lead_idx" ON "students" USING btree ("lead_id");--> statement-breakpoint
ALTER SEQUENCE "students_id_seq" RESTART WITH 100001;
