CREATE TABLE "student_mcat_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"test_date" date NOT NULL,
	"chem_phys" integer NOT NULL,
	"cars" integer NOT NULL,
	"bio_biochem" integer NOT NULL,
	"psych_soc" integer NOT NULL,
	"total" integer NOT NULL,
	"percentile" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_mcat_scores_total_check" CHECK ("student_mcat_scores"."total" = "student_mcat_scores"."chem_phys" + "student_mcat_scores"."cars" + "student_mcat_scores"."bio_biochem" + "student_mcat_scores"."psych_soc")
);
--> statement-breakpoint
ALTER TABLE "student_mcat_scores" ADD CONSTRAINT "student_mcat_scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_mcat_scores_day_unique" ON "student_mcat_scores" USING btree ("student_id","test_date");--> statement-breakpoint
CREATE INDEX "student_mcat_scores_student_idx" ON "student_mcat_scores" USING btree ("student_id","test_date");