CREATE TABLE "parent_sharing" (
	"user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_sharing_user_id_student_id_pk" PRIMARY KEY("user_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "student_identity_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"previous" jsonb NOT NULL,
	"reason" text,
	"proof_file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "parent_sharing" ADD CONSTRAINT "parent_sharing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_sharing" ADD CONSTRAINT "parent_sharing_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_sharing" ADD CONSTRAINT "parent_sharing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_identity_requests" ADD CONSTRAINT "student_identity_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_identity_requests" ADD CONSTRAINT "student_identity_requests_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_identity_requests" ADD CONSTRAINT "student_identity_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_identity_requests" ADD CONSTRAINT "student_identity_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_sharing_student_idx" ON "parent_sharing" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_identity_requests_student_idx" ON "student_identity_requests" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "student_identity_requests_status_idx" ON "student_identity_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_identity_requests_one_pending" ON "student_identity_requests" USING btree ("student_id") WHERE status = 'pending';