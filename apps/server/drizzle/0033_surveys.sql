CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"respondent_user_id" integer NOT NULL,
	"student_id" integer,
	"subject_kind" text DEFAULT 'none' NOT NULL,
	"subject_id" integer DEFAULT 0 NOT NULL,
	"subject_label" text,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approval" text,
	"approval_note" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_status_check" CHECK ("survey_responses"."status" in ('Pending', 'Submitted')),
	CONSTRAINT "survey_responses_subject_check" CHECK ("survey_responses"."subject_kind" in ('none', 'rotation', 'course')),
	CONSTRAINT "survey_responses_approval_check" CHECK ("survey_responses"."approval" is null or "survey_responses"."approval" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_ref_rows_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_user_id_users_id_fk" FOREIGN KEY ("respondent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_once" ON "survey_responses" USING btree ("survey_id","respondent_user_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "survey_responses_subject_idx" ON "survey_responses" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "survey_responses_student_idx" ON "survey_responses" USING btree ("student_id");