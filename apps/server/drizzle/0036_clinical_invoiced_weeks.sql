CREATE TABLE "clinical_invoiced_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_item_id" integer NOT NULL,
	"student_rotation_id" integer NOT NULL,
	"week" integer NOT NULL,
	CONSTRAINT "clinical_invoiced_weeks_week_check" CHECK ("clinical_invoiced_weeks"."week" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "clinical_invoiced_weeks" ADD CONSTRAINT "clinical_invoiced_weeks_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_invoiced_weeks" ADD CONSTRAINT "clinical_invoiced_weeks_student_rotation_id_student_rotations_id_fk" FOREIGN KEY ("student_rotation_id") REFERENCES "public"."student_rotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clinical_invoiced_weeks_item_week" ON "clinical_invoiced_weeks" USING btree ("invoice_item_id","week");--> statement-breakpoint
CREATE INDEX "clinical_invoiced_weeks_rotation_idx" ON "clinical_invoiced_weeks" USING btree ("student_rotation_id","week");