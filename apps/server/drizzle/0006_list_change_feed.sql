-- The tables behind kept list pages (students, leads, users, access groups and the reference rows of their labels) announce their writes, once per statement, on the channel
-- 'caduceus_changed' (delivered on commit, never after a rollback; PostgreSQL folds repeats within
-- a transaction). Every server instance listens and stops reusing pages from before (platform/page-cache.ts).
CREATE OR REPLACE FUNCTION caduceus_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('caduceus_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON students FOR EACH STATEMENT EXECUTE FUNCTION caduceus_announce_change();
--> statement-breakpoint
CREATE TRIGGER leads_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION caduceus_announce_change();
--> statement-breakpoint
CREATE TRIGGER ref_rows_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ref_rows FOR EACH STATEMENT EXECUTE FUNCTION caduceus_announce_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION caduceus_announce_change();
--> statement-breakpoint
CREATE TRIGGER access_groups_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON access_groups FOR EACH STATEMENT EXECUTE FUNCTION caduceus_announce_change();
