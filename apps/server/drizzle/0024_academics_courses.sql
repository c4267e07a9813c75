CREATE TABLE "student_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"student_stage_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"grade_type_id" integer,
	"marks" integer,
	"grade" text,
	"transfer" boolean DEFAULT false NOT NULL,
	"school" text,
	"credits" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_classes_marks_check" CHECK ("student_classes"."marks" is null or "student_classes"."marks" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "student_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"start_semester_id" integer,
	"status" text DEFAULT 'Active' NOT NULL,
	"agreed_next_class_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"student_course_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"semester_id" integer NOT NULL,
	"promotion" text NOT NULL,
	"reason" text,
	"current" boolean DEFAULT true NOT NULL,
	"non_clinical_standing_id" integer,
	"clinical_standing_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_stages_promotion_check" CHECK ("student_stages"."promotion" in ('Promote', 'Special', 'Repeat', 'New Student'))
);
--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_student_stage_id_student_stages_id_fk" FOREIGN KEY ("student_stage_id") REFERENCES "public"."student_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_class_id_ref_rows_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_classes" ADD CONSTRAINT "student_classes_grade_type_id_ref_rows_id_fk" FOREIGN KEY ("grade_type_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_course_id_ref_rows_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_courses" ADD CONSTRAINT "student_courses_start_semester_id_ref_rows_id_fk" FOREIGN KEY ("start_semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_student_course_id_student_courses_id_fk" FOREIGN KEY ("student_course_id") REFERENCES "public"."student_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_stage_id_ref_rows_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_semester_id_ref_rows_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_non_clinical_standing_id_ref_rows_id_fk" FOREIGN KEY ("non_clinical_standing_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_stages" ADD CONSTRAINT "student_stages_clinical_standing_id_ref_rows_id_fk" FOREIGN KEY ("clinical_standing_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_classes_unique" ON "student_classes" USING btree ("student_stage_id","class_id");--> statement-breakpoint
CREATE INDEX "student_classes_student_idx" ON "student_classes" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_courses_unique" ON "student_courses" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "student_stages_course_idx" ON "student_stages" USING btree ("student_course_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_stages_current_unique" ON "student_stages" USING btree ("student_course_id") WHERE "student_stages"."current";