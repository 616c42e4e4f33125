ALTER TABLE "email_outbox" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claim_token" uuid;