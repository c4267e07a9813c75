CREATE TABLE "student_usmle_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"title" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_mcat_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"score_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"title" text,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_prior_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"institution" text NOT NULL,
	"program" text,
	"from_date" date NOT NULL,
	"to_date" date,
	"gpa" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_prior_education_kind_check" CHECK ("student_prior_education"."kind" in ('applicant', 'attending')),
	CONSTRAINT "student_prior_education_dates_check" CHECK ("student_prior_education"."to_date" is null or "student_prior_education"."to_date" >= "student_prior_education"."from_date")
);
--> statement-breakpoint
CREATE TABLE "student_academic_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"form" integer NOT NULL,
	"title" text NOT NULL,
	"term" text NOT NULL,
	"institution" text,
	"completed_on" date,
	"credits" numeric(4, 1) NOT NULL,
	"grade" text NOT NULL,
	"grade_points" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_academic_records_form_check" CHECK ("student_academic_records"."form" between 1 and 4),
	CONSTRAINT "student_academic_records_credits_check" CHECK ("student_academic_records"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "student_med6_loa_dates" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"loa_date" date NOT NULL,
	"note" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_usmle_documents" ADD CONSTRAINT "student_usmle_documents_attempt_id_student_usmle_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."student_usmle_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_usmle_documents" ADD CONSTRAINT "student_usmle_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_mcat_documents" ADD CONSTRAINT "student_mcat_documents_score_id_student_mcat_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."student_mcat_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_mcat_documents" ADD CONSTRAINT "student_mcat_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_prior_education" ADD CONSTRAINT "student_prior_education_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_academic_records" ADD CONSTRAINT "student_academic_records_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_med6_loa_dates" ADD CONSTRAINT "student_med6_loa_dates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_med6_loa_dates" ADD CONSTRAINT "student_med6_loa_dates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_usmle_documents_attempt_idx" ON "student_usmle_documents" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "student_mcat_documents_score_idx" ON "student_mcat_documents" USING btree ("score_id");--> statement-breakpoint
CREATE INDEX "student_prior_education_student_idx" ON "student_prior_education" USING btree ("student_id","kind","from_date");--> statement-breakpoint
CREATE INDEX "student_academic_records_student_idx" ON "student_academic_records" USING btree ("student_id","form");