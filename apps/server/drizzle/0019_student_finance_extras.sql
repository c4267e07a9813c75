CREATE TABLE "direct_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"fee_head_id" integer,
	"credit_id" integer,
	"method" text NOT NULL,
	"other_kind" text,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"created_on" date NOT NULL,
	"note" text,
	"gateway_reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_payments_amount_check" CHECK ("direct_payments"."amount_cents" > 0),
	CONSTRAINT "direct_payments_item_check" CHECK (("direct_payments"."fee_head_id" is null) = ("direct_payments"."credit_id" is not null)),
	CONSTRAINT "direct_payments_method_check" CHECK (("direct_payments"."method" = 'CARD' and "direct_payments"."other_kind" is null) or ("direct_payments"."method" = 'OTHER' and "direct_payments"."other_kind" in ('cheque', 'wire')))
);
--> statement-breakpoint
CREATE TABLE "invoice_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"number" integer NOT NULL,
	"end_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_installments_amount_check" CHECK ("invoice_installments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "malpractice_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"provider" text NOT NULL,
	"policy_number" text NOT NULL,
	"coverage_cents" bigint,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "malpractice_insurances_dates_check" CHECK ("malpractice_insurances"."expiry_date" > "malpractice_insurances"."start_date")
);
--> statement-breakpoint
CREATE TABLE "old_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"description" text NOT NULL,
	"method" text,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"source" text DEFAULT 'import' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"loan_type" text NOT NULL,
	"lender" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"academic_year" text,
	"disbursed_on" date,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "student_loans_amount_check" CHECK ("student_loans"."amount_cents" > 0),
	CONSTRAINT "student_loans_type_check" CHECK ("student_loans"."loan_type" in ('federal', 'private', 'grant', 'aid'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "student_credits" DROP CONSTRAINT "student_credits_kind_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stage_id" integer;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD CONSTRAINT "direct_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD CONSTRAINT "direct_payments_fee_head_id_ref_rows_id_fk" FOREIGN KEY ("fee_head_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD CONSTRAINT "direct_payments_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD CONSTRAINT "direct_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_installments" ADD CONSTRAINT "invoice_installments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_installments" ADD CONSTRAINT "invoice_installments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_insurances" ADD CONSTRAINT "malpractice_insurances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malpractice_insurances" ADD CONSTRAINT "malpractice_insurances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "old_payments" ADD CONSTRAINT "old_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_loans" ADD CONSTRAINT "student_loans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_loans" ADD CONSTRAINT "student_loans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_loans" ADD CONSTRAINT "student_loans_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_payments_student_idx" ON "direct_payments" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_payments_credit_idx" ON "direct_payments" USING btree ("credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_installments_number_idx" ON "invoice_installments" USING btree ("invoice_id","number");--> statement-breakpoint
CREATE INDEX "malpractice_insurances_student_idx" ON "malpractice_insurances" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "malpractice_insurances_expiry_idx" ON "malpractice_insurances" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "old_payments_student_idx" ON "old_payments" USING btree ("student_id","paid_on");--> statement-breakpoint
CREATE INDEX "student_loans_student_idx" ON "student_loans" USING btree ("student_id","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_stage_id_ref_rows_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('invoice', 'invoiceCancel', 'invoiceItemDelete', 'payment', 'directPayment', 'paymentCancel', 'paymentVerify', 'paymentReject', 'credit', 'scholarship', 'creditApply', 'creditRefund', 'creditDelete', 'scholarshipDelete'));--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_kind_check" CHECK (("student_credits"."kind" = 'credit' and "student_credits"."source" in ('overpayment', 'manual', 'seatDeposit', 'estimate', 'direct') and "student_credits"."scholarship_id" is null)
        or ("student_credits"."kind" = 'scholarship' and "student_credits"."source" = 'scholarship' and "student_credits"."scholarship_id" is not null));