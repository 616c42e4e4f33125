ALTER TABLE "checkouts" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_request" ON "checkouts" USING btree ("student_id","request_fingerprint") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_key" ON "checkouts" USING btree ("student_id","idempotency_key");