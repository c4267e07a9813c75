CREATE TABLE "clinical_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"rotation_id" integer NOT NULL,
	"school" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"grade" text,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_transfers_weeks_check" CHECK ("clinical_transfers"."weeks" between 1 and 52),
	CONSTRAINT "clinical_transfers_dates_check" CHECK ("clinical_transfers"."to_date" >= "clinical_transfers"."from_date")
);
--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "clinical_transfers" ADD CONSTRAINT "clinical_transfers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_transfers" ADD CONSTRAINT "clinical_transfers_rotation_id_ref_rows_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_transfers_student_idx" ON "clinical_transfers" USING btree ("student_id","from_date");