CREATE TABLE "student_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"institution" text NOT NULL,
	"major" text,
	"awarded_on" date,
	"honors" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_degrees" ADD CONSTRAINT "student_degrees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_degrees" ADD CONSTRAINT "student_degrees_degree_id_ref_rows_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."ref_rows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_degrees_student_idx" ON "student_degrees" USING btree ("student_id","id");