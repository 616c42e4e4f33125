ALTER TABLE "email_outbox" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_meeting_idx" ON "email_outbox" USING btree ("meeting_id") WHERE meeting_id is not null;