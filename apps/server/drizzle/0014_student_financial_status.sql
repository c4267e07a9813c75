CREATE TABLE "student_financial_status" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"financial_status" integer NOT NULL,
	"manual" boolean NOT NULL,
	"reason" text,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_financial_status_check" CHECK ("student_financial_status"."financial_status" between 1 and 3),
	CONSTRAINT "student_financial_status_reason_check" CHECK (not "student_financial_status"."manual" or "student_financial_status"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "student_financial_status" ADD CONSTRAINT "student_financial_status_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_financial_status" ADD CONSTRAINT "student_financial_status_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;