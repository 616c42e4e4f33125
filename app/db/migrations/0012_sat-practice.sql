CREATE TABLE "sat_item_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_reports_status" CHECK ("sat_item_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "sat_items" (
	"id" text PRIMARY KEY NOT NULL,
	"subsection_id" text NOT NULL,
	"subject" text NOT NULL,
	"skill" text NOT NULL,
	"difficulty" text NOT NULL,
	"type" text NOT NULL,
	"in_bank" boolean NOT NULL,
	"position" smallint,
	"template_id" text,
	"variant_of" text,
	"prompt" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"source" jsonb,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_items_subject" CHECK ("sat_items"."subject" in ('math', 'english')),
	CONSTRAINT "sat_items_type" CHECK ("sat_items"."type" in ('mcq', 'spr')),
	CONSTRAINT "sat_items_bank_position" CHECK ("sat_items"."in_bank" = ("sat_items"."position" is not null))
);
--> statement-breakpoint
CREATE TABLE "sat_practice_answers" (
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"response" text NOT NULL,
	"correct" boolean NOT NULL,
	"seconds_spent" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sat_practice_answers_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "sat_practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"subsection_id" text NOT NULL,
	"item_ids" text[] NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"total_seconds" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"abandoned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_sessions_kind" CHECK ("sat_practice_sessions"."kind" in ('subsection', 'review')),
	CONSTRAINT "sat_sessions_items" CHECK (cardinality("sat_practice_sessions"."item_ids") between 1 and 100),
	CONSTRAINT "sat_sessions_times" CHECK ("sat_practice_sessions"."seconds_per_question" between 10 and 600 and "sat_practice_sessions"."total_seconds" between 60 and 14400)
);
--> statement-breakpoint
CREATE TABLE "sat_review_cards" (
	"user_id" text NOT NULL,
	"item_id" text NOT NULL,
	"card" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_review_cards_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "practice_results" ALTER COLUMN "completed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "sat_item_reports" ADD CONSTRAINT "sat_item_reports_item_id_sat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sat_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_item_reports" ADD CONSTRAINT "sat_item_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_practice_answers" ADD CONSTRAINT "sat_practice_answers_session_id_sat_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sat_practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_practice_answers" ADD CONSTRAINT "sat_practice_answers_item_id_sat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sat_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_practice_answers" ADD CONSTRAINT "sat_practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_practice_sessions" ADD CONSTRAINT "sat_practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_review_cards" ADD CONSTRAINT "sat_review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_review_cards" ADD CONSTRAINT "sat_review_cards_item_id_sat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sat_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sat_reports_one_open_idx" ON "sat_item_reports" USING btree ("user_id","item_id") WHERE "sat_item_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sat_reports_status_idx" ON "sat_item_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sat_items_bank_position_idx" ON "sat_items" USING btree ("subsection_id","position");--> statement-breakpoint
CREATE INDEX "sat_answers_user_item_idx" ON "sat_practice_answers" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sat_sessions_one_open_idx" ON "sat_practice_sessions" USING btree ("user_id","subsection_id") WHERE "sat_practice_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sat_sessions_user_idx" ON "sat_practice_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "sat_review_cards_due_idx" ON "sat_review_cards" USING btree ("user_id","due");--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_session_id_sat_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sat_practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_results_session_idx" ON "practice_results" USING btree ("session_id");