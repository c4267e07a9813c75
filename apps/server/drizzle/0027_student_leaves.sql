CREATE TABLE "student_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reason_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"return_date" date,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_leaves_dates_check" CHECK ("student_leaves"."end_date" is null or "student_leaves"."end_date" >= "student_leaves"."start_date")
);
--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_leaves" ADD CONSTRAINT "student_leaves_reason_id_ref_rows_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_leaves_student_idx" ON "student_leaves" USING btree ("student_id","start_date");