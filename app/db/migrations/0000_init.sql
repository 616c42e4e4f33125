CREATE TABLE "college_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"position" integer NOT NULL,
	"college_name" text NOT NULL,
	"current_sat" smallint DEFAULT 0 NOT NULL,
	"target_sat" smallint DEFAULT 0 NOT NULL,
	"competitiveness" text DEFAULT 'target' NOT NULL,
	"common_app_progress" smallint DEFAULT 0 NOT NULL,
	"essay_progress" smallint DEFAULT 0,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_college_name" CHECK (char_length("college_applications"."college_name") > 0),
	CONSTRAINT "applications_sat_range" CHECK ("college_applications"."current_sat" between 0 and 1600 and "college_applications"."target_sat" between 0 and 1600),
	CONSTRAINT "applications_competitiveness" CHECK ("college_applications"."competitiveness" in ('safety', 'target', 'reach')),
	CONSTRAINT "applications_common_app" CHECK ("college_applications"."common_app_progress" in (0, 33, 66, 100)),
	CONSTRAINT "applications_essay" CHECK ("college_applications"."essay_progress" is null or "college_applications"."essay_progress" in (0, 25, 50, 75, 100)),
	CONSTRAINT "applications_status" CHECK ("college_applications"."status" in ('not-started', 'in-progress', 'submitted', 'accepted', 'rejected', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"markup" text NOT NULL,
	"content_html" text NOT NULL,
	"excerpt" text NOT NULL,
	"category" text NOT NULL,
	"read_time" text DEFAULT '5 min read' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"author_college" text,
	"author_image_id" uuid,
	"image_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" text,
	"seo_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_title" CHECK (char_length("blog_posts"."title") > 0)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"page" text NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "success_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_name" text NOT NULL,
	"college" text NOT NULL,
	"year" integer NOT NULL,
	"mentor_id" text,
	"mentor_name" text NOT NULL,
	"evidence_type" text NOT NULL,
	"evidence_details" jsonb NOT NULL,
	"testimonial" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_results_evidence_type" CHECK ("success_results"."evidence_type" in ('score-improvement', 'admission-offer', 'scholarship', 'interview-success'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"student_id" text NOT NULL,
	"checkout_id" uuid,
	"type" text DEFAULT 'general' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"price_cents" integer NOT NULL,
	"major" text DEFAULT 'Not specified' NOT NULL,
	"expectations" text DEFAULT 'Not specified' NOT NULL,
	"meet_link" text,
	"email_sent" boolean DEFAULT false NOT NULL,
	"has_rating" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_type_check" CHECK ("meetings"."type" in ('sat', 'essay', 'college', 'interview', 'general')),
	CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('scheduled', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "meetings_price_check" CHECK ("meetings"."price_cents" >= 0),
	CONSTRAINT "meetings_hold_check" CHECK ("meetings"."is_paid" or "meetings"."status" <> 'scheduled' or "meetings"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"mentor_id" text NOT NULL,
	"student_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_meeting_id_unique" UNIQUE("meeting_id"),
	CONSTRAINT "ratings_range" CHECK ("ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"mentor_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	CONSTRAINT "mentor_availability_mentor_id_weekday_hour_pk" PRIMARY KEY("mentor_id","weekday","hour"),
	CONSTRAINT "availability_weekday_range" CHECK ("mentor_availability"."weekday" between 1 and 7),
	CONSTRAINT "availability_hour_range" CHECK ("mentor_availability"."hour" between 9 and 20)
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"major" text NOT NULL,
	"college" text NOT NULL,
	"country" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text NOT NULL,
	"photo_id" uuid,
	"sat_score" smallint,
	"sat_score_verified" boolean DEFAULT true NOT NULL,
	"offers_sat" boolean DEFAULT false NOT NULL,
	"session_price_cents" integer DEFAULT 6000 NOT NULL,
	"sat_price_cents" integer DEFAULT 8000 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stripe_account_id" text,
	"stripe_connected" boolean DEFAULT false NOT NULL,
	"google_auth" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_bio_length" CHECK (char_length("mentor_profiles"."bio") between 50 and 1000),
	CONSTRAINT "mentor_sat_score_range" CHECK ("mentor_profiles"."sat_score" is null or "mentor_profiles"."sat_score" between 400 and 1600),
	CONSTRAINT "mentor_offers_sat_qualified" CHECK (not "mentor_profiles"."offers_sat" or "mentor_profiles"."sat_score" >= 1500),
	CONSTRAINT "mentor_session_price_range" CHECK ("mentor_profiles"."session_price_cents" between 3500 and 8500 and "mentor_profiles"."session_price_cents" % 500 = 0),
	CONSTRAINT "mentor_sat_price_range" CHECK ("mentor_profiles"."sat_price_cents" between 5500 and 10500 and "mentor_profiles"."sat_price_cents" % 500 = 0),
	CONSTRAINT "mentor_rating_totals" CHECK ("mentor_profiles"."rating_count" >= 0 and "mentor_profiles"."rating_sum" between "mentor_profiles"."rating_count" and 5 * "mentor_profiles"."rating_count")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"transport" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"meeting_id" uuid,
	"mentor_id" text,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"platform_fee_cents" integer DEFAULT 0 NOT NULL,
	"mentor_payout_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_items_amount" CHECK ("checkout_items"."amount_cents" >= 0),
	CONSTRAINT "checkout_items_split" CHECK ("checkout_items"."mentor_id" is null or "checkout_items"."platform_fee_cents" + "checkout_items"."mentor_payout_cents" = "checkout_items"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"affiliate_source" text,
	"affiliate_reported_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "checkouts_kind_check" CHECK ("checkouts"."kind" in ('basket', 'single_meeting', 'mock')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('open', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."subtotal_cents" >= 0 and "checkouts"."discount_cents" >= 0 and "checkouts"."total_cents" = "checkouts"."subtotal_cents" - "checkouts"."discount_cents")
);
--> statement-breakpoint
CREATE TABLE "mentor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"checkout_item_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_payouts_checkout_item_id_unique" UNIQUE("checkout_item_id"),
	CONSTRAINT "mentor_payouts_amount" CHECK ("mentor_payouts"."amount_cents" >= 0),
	CONSTRAINT "mentor_payouts_status" CHECK ("mentor_payouts"."status" in ('owed', 'transferred'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mock_test_id" smallint NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correct_answers" integer,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_test_questions" (
	"mock_test_id" smallint NOT NULL,
	"module" smallint NOT NULL,
	"position" smallint NOT NULL,
	"question_id" uuid NOT NULL,
	CONSTRAINT "mock_test_questions_mock_test_id_module_position_pk" PRIMARY KEY("mock_test_id","module","position"),
	CONSTRAINT "mock_test_questions_module" CHECK ("mock_test_questions"."module" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_tests_id_range" CHECK ("mock_tests"."id" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "practice_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" text NOT NULL,
	"correct_answers" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"time_spent_seconds" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_results_counts" CHECK ("practice_results"."total_questions" > 0 and "practice_results"."correct_answers" between 0 and "practice_results"."total_questions" and "practice_results"."time_spent_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sat_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"level" text NOT NULL,
	"subsection_id" text NOT NULL,
	"text" text NOT NULL,
	"options" text[] NOT NULL,
	"correct_index" smallint NOT NULL,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_questions_subject" CHECK ("sat_questions"."subject" in ('math', 'english')),
	CONSTRAINT "sat_questions_level" CHECK ("sat_questions"."level" in ('easy', 'intermediate', 'hard', 'grammar')),
	CONSTRAINT "sat_questions_options" CHECK (cardinality("sat_questions"."options") = 4),
	CONSTRAINT "sat_questions_correct" CHECK ("sat_questions"."correct_index" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'student' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"sat_access" boolean DEFAULT false NOT NULL,
	"sat_purchase_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('student', 'mentor', 'admin')),
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "college_applications" ADD CONSTRAINT "college_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_image_id_media_id_fk" FOREIGN KEY ("author_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_results" ADD CONSTRAINT "success_results_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payouts" ADD CONSTRAINT "mentor_payouts_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payouts" ADD CONSTRAINT "mentor_payouts_checkout_item_id_checkout_items_id_fk" FOREIGN KEY ("checkout_item_id") REFERENCES "public"."checkout_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_question_id_sat_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."sat_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_student_idx" ON "college_applications" USING btree ("student_id","position");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "success_results_year_idx" ON "success_results" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_mentor_slot_active" ON "meetings" USING btree ("mentor_id","starts_at") WHERE status in ('scheduled', 'completed');--> statement-breakpoint
CREATE INDEX "meetings_student_idx" ON "meetings" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_hold_idx" ON "meetings" USING btree ("hold_expires_at") WHERE not is_paid and status = 'scheduled';--> statement-breakpoint
CREATE INDEX "ratings_mentor_idx" ON "ratings" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_profiles_college_idx" ON "mentor_profiles" USING btree ("college");--> statement-breakpoint
CREATE INDEX "mentor_profiles_major_idx" ON "mentor_profiles" USING btree ("major");--> statement-breakpoint
CREATE INDEX "mentor_profiles_country_idx" ON "mentor_profiles" USING btree ("country");--> statement-breakpoint
CREATE INDEX "mentor_profiles_sat_idx" ON "mentor_profiles" USING btree ("sat_score");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "checkout_items_checkout_idx" ON "checkout_items" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "checkouts_student_idx" ON "checkouts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "mock_attempts_user_idx" ON "mock_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_results_user_idx" ON "practice_results" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "sat_questions_subsection_idx" ON "sat_questions" USING btree ("subsection_id");--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");