CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"checkout_item_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"student_note" text,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" >= 0),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('student_cancelled', 'mentor_cancelled', 'guarantee', 'slot_lost')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('requested', 'declined', 'pending', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "meetings" DROP CONSTRAINT "meetings_status_check";--> statement-breakpoint
ALTER TABLE "mentor_payouts" DROP CONSTRAINT "mentor_payouts_status";--> statement-breakpoint
ALTER TABLE "mentor_payouts" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_payouts" ADD COLUMN "reversal_id" text;--> statement-breakpoint
ALTER TABLE "mentor_payouts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_checkout_item_id_checkout_items_id_fk" FOREIGN KEY ("checkout_item_id") REFERENCES "public"."checkout_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_meeting" ON "refunds" USING btree ("meeting_id") WHERE status <> 'declined';--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "meetings_paid_scheduled_idx" ON "meetings" USING btree ("starts_at") WHERE is_paid and status = 'scheduled';--> statement-breakpoint
CREATE INDEX "mentor_payouts_pending_idx" ON "mentor_payouts" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled_by_check" CHECK ("meetings"."cancelled_by" is null or "meetings"."cancelled_by" in ('student', 'mentor'));--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('scheduled', 'completed', 'cancelled', 'expired', 'refunded', 'no_show'));--> statement-breakpoint
ALTER TABLE "mentor_payouts" ADD CONSTRAINT "mentor_payouts_status" CHECK ("mentor_payouts"."status" in ('pending', 'owed', 'transferring', 'transferred', 'cancelled', 'reversed'));