-- The record access log also takes reads through lists, search and exports: one row per answer with the ids it held
-- (entity_ids, searched through a GIN index), the reader's address and whether an export read it.
ALTER TABLE "record_access_log" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "record_access_log" ADD COLUMN "entity_ids" text[];--> statement-breakpoint
ALTER TABLE "record_access_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "record_access_log" ADD COLUMN "exported" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "record_access_at_idx" ON "record_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "record_access_actor_idx" ON "record_access_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "record_access_ids_idx" ON "record_access_log" USING gin ("entity_ids");