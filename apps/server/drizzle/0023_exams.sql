CREATE TABLE "exam_retake_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"exam" text NOT NULL,
	"discipline" text,
	"reason" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"paid_at" timestamp with time zone,
	"scheduled_date" date,
	"score" integer,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_retake_requests_status_check" CHECK ("exam_retake_requests"."status" in ('Pending', 'Under Review', 'Paid', 'Verified', 'Scheduled', 'Completed', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "exam_kaplan_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"test" text NOT NULL,
	"exam_date" date NOT NULL,
	"score" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_kaplan_scores_score_check" CHECK ("exam_kaplan_scores"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exam_nbme_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"discipline" text,
	"exam_type" text,
	"exam_date" date NOT NULL,
	"score" integer NOT NULL,
	"percentile" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_nbme_scores_kind_check" CHECK ("exam_nbme_scores"."kind" in ('Subject', 'Comprehensive')),
	CONSTRAINT "exam_nbme_scores_score_check" CHECK (("exam_nbme_scores"."kind" = 'Subject' and "exam_nbme_scores"."score" between 0 and 100) or ("exam_nbme_scores"."kind" = 'Comprehensive' and "exam_nbme_scores"."score" between 0 and 300))
);
--> statement-breakpoint
ALTER TABLE "exam_retake_requests" ADD CONSTRAINT "exam_retake_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_kaplan_scores" ADD CONSTRAINT "exam_kaplan_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_kaplan_scores" ADD CONSTRAINT "exam_kaplan_scores_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_nbme_scores" ADD CONSTRAINT "exam_nbme_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_retake_requests_status_idx" ON "exam_retake_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exam_retake_requests_student_idx" ON "exam_retake_requests" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_kaplan_scores_day_unique" ON "exam_kaplan_scores" USING btree ("student_id","test","exam_date");--> statement-breakpoint
CREATE INDEX "exam_kaplan_scores_semester_idx" ON "exam_kaplan_scores" USING btree ("semester_id","exam_date");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_nbme_scores_day_unique" ON "exam_nbme_scores" USING btree ("student_id","kind",coalesce("discipline", ''),coalesce("exam_type", ''),"exam_date");--> statement-breakpoint
CREATE INDEX "exam_nbme_scores_kind_idx" ON "exam_nbme_scores" USING btree ("kind","exam_date");