CREATE TABLE "student_accounting" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"invoice_financial_status" integer DEFAULT 1 NOT NULL,
	"invoice_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"payment_plan" text DEFAULT 'full' NOT NULL,
	"installments" integer,
	"scholarship_id" integer,
	"financial_aid_id" integer,
	"sponsor" text,
	"billing_email" text,
	"tuition_locked_amount" numeric(12, 2),
	"account_number" text,
	"remarks" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_accounting_status_check" CHECK ("student_accounting"."invoice_financial_status" between 1 and 3),
	CONSTRAINT "student_accounting_plan_check" CHECK ("student_accounting"."payment_plan" in ('full', 'installments') and ("student_accounting"."payment_plan" = 'installments') = ("student_accounting"."installments" is not null))
);
--> statement-breakpoint
ALTER TABLE "student_accounting" ADD CONSTRAINT "student_accounting_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accounting" ADD CONSTRAINT "student_accounting_scholarship_id_ref_rows_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_accounting" ADD CONSTRAINT "student_accounting_financial_aid_id_ref_rows_id_fk" FOREIGN KEY ("financial_aid_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_accounting_status_idx" ON "student_accounting" USING btree ("invoice_financial_status");--> statement-breakpoint
-- The student's financial status is 1 Clear or 2 Hold; a 3 (Blocked) held before belongs to the invoice
-- financial status (1 Cleared, 2 Hold, 3 Blocked), which now lives in the accounting record.
INSERT INTO "student_accounting" ("student_id", "invoice_financial_status") SELECT "id", 3 FROM "students" WHERE "financial_status" = 3;
--> statement-breakpoint
UPDATE "students" SET "financial_status" = 2 WHERE "financial_status" = 3;
