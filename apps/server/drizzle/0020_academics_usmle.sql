CREATE TABLE "student_usmle_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"step" text NOT NULL,
	"test_date" date NOT NULL,
	"result" text NOT NULL,
	"score" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_usmle_attempts_result_check" CHECK ("student_usmle_attempts"."result" in ('Pass', 'Fail')),
	CONSTRAINT "student_usmle_attempts_score_check" CHECK ("student_usmle_attempts"."score" is null or "student_usmle_attempts"."score" between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "student_usmle_attempts" ADD CONSTRAINT "student_usmle_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_usmle_attempts_day_unique" ON "student_usmle_attempts" USING btree ("student_id","step","test_date");--> statement-breakpoint
CREATE INDEX "student_usmle_attempts_student_idx" ON "student_usmle_attempts" USING btree ("student_id","step","test_date");