-- The accounting office's all-payments list counts its unfiltered total from row_counts (key 'payments'),
-- kept by statement triggers like the students' and leads' (0005); payments are never deleted (a cancelled
-- payment stays, flagged), but a delete or truncate would be counted too.
CREATE FUNCTION "row_counts_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (key, n) SELECT 'payments', count(*) FROM new_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (key, n) SELECT 'payments', -count(*) FROM old_rows HAVING count(*) > 0;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_counts WHERE key = 'payments';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_count_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_count_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_payments"();--> statement-breakpoint
CREATE TRIGGER "payments_count_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_payments"();--> statement-breakpoint
INSERT INTO row_counts (key, n) SELECT 'payments', count(*) FROM payments HAVING count(*) > 0;
