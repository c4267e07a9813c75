-- the quick search of the student list uses trigram indexes (pg_trgm: trusted, in PostgreSQL contrib and in PGlite)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "students_status_campus_idx" ON "students" USING btree ("status_id","campus_id","id");--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree ("email");--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);