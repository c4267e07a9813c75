CREATE TABLE "rotation_plan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer,
	"actor_id" integer,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotation_plan_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text DEFAULT 'Waiting for acceptance' NOT NULL,
	"answered_at" timestamp with time zone,
	"rotation_id" integer,
	CONSTRAINT "rotation_plan_students_status_check" CHECK ("rotation_plan_students"."status" in ('Waiting for acceptance', 'Accepted', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "rotation_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hospital_rotation_id" integer NOT NULL,
	"preceptor_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"state" text DEFAULT 'Open' NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_plans_state_check" CHECK ("rotation_plans"."state" in ('Open', 'Scheduled')),
	CONSTRAINT "rotation_plans_weeks_check" CHECK ("rotation_plans"."weeks" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "student_rotations" ADD COLUMN "grade_type" text;--> statement-breakpoint
ALTER TABLE "rotation_plan_events" ADD CONSTRAINT "rotation_plan_events_plan_id_rotation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rotation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plan_events" ADD CONSTRAINT "rotation_plan_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plan_events" ADD CONSTRAINT "rotation_plan_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plan_students" ADD CONSTRAINT "rotation_plan_students_plan_id_rotation_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rotation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plan_students" ADD CONSTRAINT "rotation_plan_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plan_students" ADD CONSTRAINT "rotation_plan_students_rotation_id_student_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."student_rotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plans" ADD CONSTRAINT "rotation_plans_hospital_rotation_id_hospital_rotations_id_fk" FOREIGN KEY ("hospital_rotation_id") REFERENCES "public"."hospital_rotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_plans" ADD CONSTRAINT "rotation_plans_preceptor_id_preceptors_id_fk" FOREIGN KEY ("preceptor_id") REFERENCES "public"."preceptors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rotation_plan_events_plan_idx" ON "rotation_plan_events" USING btree ("plan_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_plan_students_unique" ON "rotation_plan_students" USING btree ("plan_id","student_id");--> statement-breakpoint
CREATE INDEX "rotation_plan_students_student_idx" ON "rotation_plan_students" USING btree ("student_id");