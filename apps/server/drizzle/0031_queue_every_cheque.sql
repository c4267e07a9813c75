ALTER TABLE "payments" ADD COLUMN "pays_for" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "estimate_payments" ADD CONSTRAINT "estimate_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_payments" ADD CONSTRAINT "direct_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_payments_payment_idx" ON "estimate_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_payments_payment_idx" ON "direct_payments" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_for_check" CHECK ("payments"."pays_for" in ('invoice', 'estimate', 'seatDeposit', 'direct') and ("payments"."pays_for" = 'invoice' or "payments"."invoice_id" is null));