CREATE TABLE "estimate_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "estimate_lines_amount_check" CHECK ("estimate_lines"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "estimate_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"estimate_id" integer,
	"credit_id" integer NOT NULL,
	"method" text NOT NULL,
	"other_kind" text,
	"reference" text,
	"gateway_reference" text,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_payments_amount_check" CHECK ("estimate_payments"."amount_cents" > 0),
	CONSTRAINT "estimate_payments_method_check" CHECK (("estimate_payments"."method" = 'CARD' and "estimate_payments"."other_kind" is null) or ("estimate_payments"."method" = 'OTHER' and "estimate_payments"."other_kind" in ('cheque', 'wire')))
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"type" text NOT NULL,
	"course" text NOT NULL,
	"semester_id" integer,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "estimates_amounts_check" CHECK ("estimates"."amount_cents" > 0 and "estimates"."paid_cents" >= 0 and "estimates"."paid_cents" <= "estimates"."amount_cents"),
	CONSTRAINT "estimates_status_check" CHECK (case when "estimates"."status" = 'cancelled' then "estimates"."cancelled_at" is not null
        else "estimates"."cancelled_at" is null and "estimates"."status" = (case when "estimates"."paid_cents" = 0 then 'open' when "estimates"."paid_cents" < "estimates"."amount_cents" then 'partial' else 'paid' end) end)
);
--> statement-breakpoint
ALTER TABLE "student_credits" DROP CONSTRAINT "student_credits_kind_check";--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_credit_id_student_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."student_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_idx" ON "estimate_lines" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "estimate_payments_student_idx" ON "estimate_payments" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "estimate_payments_estimate_idx" ON "estimate_payments" USING btree ("estimate_id");--> statement-breakpoint
CREATE INDEX "estimates_student_idx" ON "estimates" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "estimates_status_idx" ON "estimates" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_kind_check" CHECK (("student_credits"."kind" = 'credit' and "student_credits"."source" in ('overpayment', 'manual', 'seatDeposit', 'estimate') and "student_credits"."scholarship_id" is null)
        or ("student_credits"."kind" = 'scholarship' and "student_credits"."source" = 'scholarship' and "student_credits"."scholarship_id" is not null));