CREATE TABLE "alumni_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"employer" text NOT NULL,
	"position" text NOT NULL,
	"position_type" text,
	"speciality_id" integer,
	"city" text,
	"country" text,
	"from_year" integer NOT NULL,
	"to_year" integer,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_jobs_years_check" CHECK ("alumni_jobs"."to_year" is null or "alumni_jobs"."to_year" >= "alumni_jobs"."from_year")
);
--> statement-breakpoint
CREATE TABLE "alumni_other_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"level" text NOT NULL,
	"degree" text NOT NULL,
	"institution" text NOT NULL,
	"field" text,
	"year" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_personal_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"address" text,
	"city" text,
	"country" text,
	"personal_email" text,
	"phone" text,
	"website" text,
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_personal_info_student_id_unique" UNIQUE("student_id")
);
--> statement-breakpoint
CREATE TABLE "alumni_residencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"match_type" text,
	"match_year" integer NOT NULL,
	"attempt" integer,
	"pgy_start_date" date,
	"status" text NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumni_jobs" ADD CONSTRAINT "alumni_jobs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_jobs" ADD CONSTRAINT "alumni_jobs_speciality_id_ref_rows_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_other_degrees" ADD CONSTRAINT "alumni_other_degrees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_personal_info" ADD CONSTRAINT "alumni_personal_info_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_residencies" ADD CONSTRAINT "alumni_residencies_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_residencies" ADD CONSTRAINT "alumni_residencies_program_id_ref_rows_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_jobs_student_idx" ON "alumni_jobs" USING btree ("student_id","from_year");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_jobs_one_current_idx" ON "alumni_jobs" USING btree ("student_id") WHERE "alumni_jobs"."is_current";--> statement-breakpoint
CREATE INDEX "alumni_other_degrees_student_idx" ON "alumni_other_degrees" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "alumni_residencies_student_idx" ON "alumni_residencies" USING btree ("student_id","match_year");