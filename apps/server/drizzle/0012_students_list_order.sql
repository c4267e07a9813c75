ALTER TABLE "students" ADD COLUMN "list_group" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "students_list_order_idx" ON "students" USING btree ("list_group","last_name","first_name","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "students_first_name_prefix_idx" ON "students" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_last_name_prefix_idx" ON "students" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_preferred_name_prefix_idx" ON "students" USING btree (lower("preferred_name") text_pattern_ops);--> statement-breakpoint
-- the list's group of a student-status code: contracts' studentListGroup (students/tabs.ts), which a test
-- compares with this function code by code
CREATE FUNCTION "students_list_group_of"(code text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN code IN ('WD', 'AWD', 'GRAD', 'ALU', 'ALFM', 'ALMSC') THEN 2
    WHEN code IN ('LEAD', 'ACC', 'PSD', 'IMM') THEN 1
    ELSE 0
  END::smallint
$$;--> statement-breakpoint
-- every write of a student's status sets its group from the status row's code
CREATE FUNCTION "students_set_list_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_group := "students_list_group_of"(
    (SELECT r.data->>'code' FROM "ref_rows" r WHERE r.id = NEW.status_id));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_list_group" BEFORE INSERT OR UPDATE OF "status_id", "list_group" ON "students"
  FOR EACH ROW EXECUTE FUNCTION "students_set_list_group"();--> statement-breakpoint
-- a status whose code changes moves its students to the code's group
CREATE FUNCTION "students_status_code_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.table_key = 'student-status' AND (NEW.data->>'code') IS DISTINCT FROM (OLD.data->>'code') THEN
    UPDATE "students" SET "list_group" = "students_list_group_of"(NEW.data->>'code')
      WHERE "status_id" = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_status_code_changed" AFTER UPDATE OF "data" ON "ref_rows"
  FOR EACH ROW EXECUTE FUNCTION "students_status_code_changed"();--> statement-breakpoint
UPDATE "students" s SET "list_group" = "students_list_group_of"(r.data->>'code')
  FROM "ref_rows" r WHERE r.id = s.status_id AND "students_list_group_of"(r.data->>'code') <> 0;
