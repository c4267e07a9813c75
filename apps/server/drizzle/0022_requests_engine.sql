CREATE TABLE "student_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"by_user" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"fee_cents" integer,
	"verify_code" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_requests_fee_check" CHECK ("student_requests"."fee_cents" is null or "student_requests"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "student_request_events" ADD CONSTRAINT "student_request_events_request_id_student_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."student_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_request_events" ADD CONSTRAINT "student_request_events_by_user_users_id_fk" FOREIGN KEY ("by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_request_events_request_idx" ON "student_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "student_requests_kind_status_idx" ON "student_requests" USING btree ("kind","status","id");--> statement-breakpoint
CREATE INDEX "student_requests_student_idx" ON "student_requests" USING btree ("student_id","kind","id");