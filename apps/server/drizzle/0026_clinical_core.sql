CREATE TABLE "clinical_third_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_rotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"rotation_id" integer NOT NULL,
	"price_per_week_cents" bigint NOT NULL,
	"seats" integer NOT NULL,
	"available_from" date,
	"available_to" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_rotations_price_check" CHECK ("hospital_rotations"."price_per_week_cents" >= 0),
	CONSTRAINT "hospital_rotations_seats_check" CHECK ("hospital_rotations"."seats" > 0),
	CONSTRAINT "hospital_rotations_dates_check" CHECK ("hospital_rotations"."available_from" is null or "hospital_rotations"."available_to" is null or "hospital_rotations"."available_to" >= "hospital_rotations"."available_from")
);
--> statement-breakpoint
CREATE TABLE "hospitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state_id" integer,
	"country_id" integer,
	"zip" text,
	"phone" text,
	"email" text,
	"website" text,
	"contact_name" text,
	"reply_to_email" text,
	"third_party_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preceptors" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_id" integer NOT NULL,
	"user_id" integer,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"speciality" text,
	"email" text,
	"phone" text,
	"photo_file_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_rotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"hospital_rotation_id" integer NOT NULL,
	"preceptor_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"approval" text DEFAULT 'Waiting for Approval' NOT NULL,
	"grade_type_id" integer,
	"marks" integer,
	"grade" text,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_rotations_weeks_check" CHECK ("student_rotations"."weeks" between 1 and 52),
	CONSTRAINT "student_rotations_dates_check" CHECK ("student_rotations"."end_date" >= "student_rotations"."start_date"),
	CONSTRAINT "student_rotations_status_check" CHECK ("student_rotations"."status" in ('Requested', 'Pending', 'Accepted', 'Scheduled', 'Declined', 'Canceled')),
	CONSTRAINT "student_rotations_approval_check" CHECK ("student_rotations"."approval" in ('Approved', 'Cancel', 'Finished', 'Waiting for Approval')),
	CONSTRAINT "student_rotations_marks_check" CHECK ("student_rotations"."marks" is null or "student_rotations"."marks" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "hospital_rotations" ADD CONSTRAINT "hospital_rotations_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_rotations" ADD CONSTRAINT "hospital_rotations_rotation_id_ref_rows_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_state_id_ref_rows_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_country_id_ref_rows_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_third_party_id_clinical_third_parties_id_fk" FOREIGN KEY ("third_party_id") REFERENCES "public"."clinical_third_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preceptors" ADD CONSTRAINT "preceptors_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preceptors" ADD CONSTRAINT "preceptors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rotations" ADD CONSTRAINT "student_rotations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rotations" ADD CONSTRAINT "student_rotations_hospital_rotation_id_hospital_rotations_id_fk" FOREIGN KEY ("hospital_rotation_id") REFERENCES "public"."hospital_rotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rotations" ADD CONSTRAINT "student_rotations_preceptor_id_preceptors_id_fk" FOREIGN KEY ("preceptor_id") REFERENCES "public"."preceptors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_rotations" ADD CONSTRAINT "student_rotations_grade_type_id_ref_rows_id_fk" FOREIGN KEY ("grade_type_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_rotations_unique" ON "hospital_rotations" USING btree ("hospital_id","rotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitals_name_unique" ON "hospitals" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "preceptors_hospital_idx" ON "preceptors" USING btree ("hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preceptors_user_unique" ON "preceptors" USING btree ("user_id") WHERE "preceptors"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "student_rotations_student_idx" ON "student_rotations" USING btree ("student_id","start_date");--> statement-breakpoint
CREATE INDEX "student_rotations_offer_idx" ON "student_rotations" USING btree ("hospital_rotation_id","start_date");