CREATE TABLE "loas" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"student_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	CONSTRAINT "loas_kind_check" CHECK ("loas"."kind" in ('med6', 'clinical')),
	CONSTRAINT "loas_dates_check" CHECK ("loas"."to_date" >= "loas"."from_date"),
	CONSTRAINT "loas_verified_check" CHECK (("loas"."verified_by" is null) = ("loas"."verified_at" is null))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminder_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"semester_id" integer NOT NULL,
	"overdue_only" boolean DEFAULT false NOT NULL,
	"message" text,
	"send_on" date,
	"state" text DEFAULT 'queued' NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"emailed" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "invoice_reminders_state_check" CHECK ("invoice_reminders"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"fee_head_id" integer NOT NULL,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_id" integer,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_status_check" CHECK (case "invoice_requests"."status" when 'pending' then "invoice_requests"."decided_at" is null and "invoice_requests"."invoice_id" is null
        when 'invoiced' then "invoice_requests"."invoice_id" is not null and "invoice_requests"."decided_at" is not null
        when 'rejected' then "invoice_requests"."reason" is not null and "invoice_requests"."decided_at" is not null else false end)
);
--> statement-breakpoint
ALTER TABLE "loas" ADD CONSTRAINT "loas_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loas" ADD CONSTRAINT "loas_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loas" ADD CONSTRAINT "loas_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loas" ADD CONSTRAINT "loas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loas" ADD CONSTRAINT "loas_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminder_students" ADD CONSTRAINT "invoice_reminder_students_reminder_id_invoice_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."invoice_reminders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminder_students" ADD CONSTRAINT "invoice_reminder_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_fee_head_id_ref_rows_id_fk" FOREIGN KEY ("fee_head_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loas_kind_idx" ON "loas" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "loas_student_idx" ON "loas" USING btree ("student_id","semester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loas_invoice_idx" ON "loas" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_reminder_students_student_idx" ON "invoice_reminder_students" USING btree ("student_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoice_reminders_semester_idx" ON "invoice_reminders" USING btree ("semester_id","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_status_idx" ON "invoice_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoice_requests_student_idx" ON "invoice_requests" USING btree ("student_id");