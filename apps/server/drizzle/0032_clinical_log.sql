CREATE TABLE "clinical_log_academics" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"activity" text NOT NULL,
	"topic" text NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "clinical_log_academics_hours_check" CHECK ("clinical_log_academics"."hours" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "clinical_log_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"rotation_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"log_date" date NOT NULL,
	"setting" text NOT NULL,
	"hours" integer NOT NULL,
	"patients_seen" integer DEFAULT 0 NOT NULL,
	"patient_age" integer,
	"patient_gender" text,
	"notes" text,
	"verification" text DEFAULT 'Pending' NOT NULL,
	"verification_comment" text,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_log_entries_verification_check" CHECK ("clinical_log_entries"."verification" in ('Pending', 'Verified', 'Returned')),
	CONSTRAINT "clinical_log_entries_hours_check" CHECK ("clinical_log_entries"."hours" between 0 and 24),
	CONSTRAINT "clinical_log_entries_patients_check" CHECK ("clinical_log_entries"."patients_seen" between 0 and 200),
	CONSTRAINT "clinical_log_entries_age_check" CHECK ("clinical_log_entries"."patient_age" is null or "clinical_log_entries"."patient_age" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "clinical_log_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"title" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_log_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"option_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinical_log_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"procedure_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "clinical_log_procedures_count_check" CHECK ("clinical_log_procedures"."count" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "clinical_log_academics" ADD CONSTRAINT "clinical_log_academics_entry_id_clinical_log_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."clinical_log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_entries" ADD CONSTRAINT "clinical_log_entries_rotation_id_student_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."student_rotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_entries" ADD CONSTRAINT "clinical_log_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_entries" ADD CONSTRAINT "clinical_log_entries_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_files" ADD CONSTRAINT "clinical_log_files_entry_id_clinical_log_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."clinical_log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_files" ADD CONSTRAINT "clinical_log_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_problems" ADD CONSTRAINT "clinical_log_problems_entry_id_clinical_log_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."clinical_log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_problems" ADD CONSTRAINT "clinical_log_problems_problem_id_ref_rows_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_problems" ADD CONSTRAINT "clinical_log_problems_option_id_ref_rows_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_procedures" ADD CONSTRAINT "clinical_log_procedures_entry_id_clinical_log_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."clinical_log_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_procedures" ADD CONSTRAINT "clinical_log_procedures_procedure_id_ref_rows_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_log_procedures" ADD CONSTRAINT "clinical_log_procedures_option_id_ref_rows_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_log_academics_entry_idx" ON "clinical_log_academics" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_log_entries_day_unique" ON "clinical_log_entries" USING btree ("rotation_id","log_date");--> statement-breakpoint
CREATE INDEX "clinical_log_entries_student_idx" ON "clinical_log_entries" USING btree ("student_id","log_date");--> statement-breakpoint
CREATE INDEX "clinical_log_entries_verification_idx" ON "clinical_log_entries" USING btree ("verification","log_date");--> statement-breakpoint
CREATE INDEX "clinical_log_files_entry_idx" ON "clinical_log_files" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_log_problems_unique" ON "clinical_log_problems" USING btree ("entry_id","problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_log_procedures_unique" ON "clinical_log_procedures" USING btree ("entry_id","procedure_id");