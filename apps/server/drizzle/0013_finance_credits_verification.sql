CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "credit_applications_amount_check" CHECK ("credit_applications"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refund_type" text NOT NULL,
	"reference" text,
	"refunded_on" date NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_refunds_amount_check" CHECK ("credit_refunds"."amount_cents" > 0),
	CONSTRAINT "credit_refunds_type_check" CHECK ("credit_refunds"."refund_type" in ('Cheque', 'directDeposit', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "student_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"payment_id" integer,
	"scholarship_id" integer,
	"amount_cents" bigint NOT NULL,
	"applied_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"created_on" date NOT NULL,
	"reference" text,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone,
	"delete_reason" text,
	CONSTRAINT "student_credits_kind_check" CHECK (("student_credits"."kind" = 'credit' and "student_credits"."source" in ('overpayment', 'manual') and "student_credits"."scholarship_id" is null)
        or ("student_credits"."kind" = 'scholarship' and "student_credits"."source" = 'scholarship' and "student_credits"."scholarship_id" is not null)),
	CONSTRAINT "student_credits_payment_check" CHECK (("student_credits"."source" = 'overpayment') = ("student_credits"."payment_id" is not null)),
	CONSTRAINT "student_credits_amounts_check" CHECK ("student_credits"."amount_cents" > 0 and "student_credits"."applied_cents" >= 0 and "student_credits"."refunded_cents" >= 0 and "student_credits"."applied_cents" + "student_credits"."refunded_cents" <= "student_credits"."amount_cents"),
	CONSTRAINT "student_credits_deleted_check" CHECK (("student_credits"."deleted_at" is null) = ("student_credits"."deleted_by" is null))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verification" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "step1_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "step1_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "credit_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_scholarship_id_ref_rows_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_credit_idx" ON "credit_applications" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "credit_applications_invoice_idx" ON "credit_applications" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_refunds_credit_idx" ON "credit_refunds" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "student_credits_student_idx" ON "student_credits" USING btree ("student_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_credits_payment_idx" ON "student_credits" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_step1_by_users_id_fk" FOREIGN KEY ("step1_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_verification_idx" ON "payments" USING btree ("verification","paid_on");--> statement-breakpoint
CREATE INDEX "payments_paid_on_idx" ON "payments" USING btree ("paid_on","id");--> statement-breakpoint
CREATE INDEX "journal_entries_credit_idx" ON "journal_entries" USING btree ("credit_id");--> statement-breakpoint
-- cheques and wires recorded before verification existed wait in clearing: they enter the queue unverified
UPDATE "payments" SET "verification" = 'unverified' WHERE "method" = 'OTHER';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_verification_check" CHECK (case "payments"."verification"
        when 'unverified' then "payments"."method" = 'OTHER' and "payments"."step1_by" is null and "payments"."verified_by" is null
        when 'step1' then "payments"."method" = 'OTHER' and "payments"."step1_by" is not null and "payments"."verified_by" is null
        when 'verified' then "payments"."method" = 'CARD' or ("payments"."step1_by" is not null and "payments"."verified_by" is not null and "payments"."step1_by" <> "payments"."verified_by")
        when 'rejected' then "payments"."method" = 'OTHER' and "payments"."cancelled"
        else false end);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('invoice', 'invoiceCancel', 'invoiceItemDelete', 'payment', 'paymentCancel', 'paymentVerify', 'paymentReject', 'credit', 'scholarship', 'creditApply', 'creditRefund', 'creditDelete', 'scholarshipDelete'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('receivable', 'revenue', 'cash', 'clearing', 'credit', 'scholarship', 'adjustment'));--> statement-breakpoint
-- the rest of each payment kept as credit before credits had rows becomes a credit row (nothing could use it then)
INSERT INTO "student_credits" ("student_id", "kind", "source", "payment_id", "amount_cents", "created_on", "reference", "reason", "created_by")
  SELECT "student_id", 'credit', 'overpayment', "id", "credit_cents", "paid_on", "reference",
    'Rest of payment ' || "id" || ' on invoice ' || coalesce("invoice_id"::text, '-'), "created_by"
  FROM "payments" WHERE "credit_cents" > 0 AND NOT "cancelled";