CREATE TABLE "sat_mock_answers" (
	"attempt_id" uuid NOT NULL,
	"module_index" smallint NOT NULL,
	"position" smallint NOT NULL,
	"item_id" text NOT NULL,
	"response" text,
	"correct" boolean,
	"flagged" boolean DEFAULT false NOT NULL,
	"eliminated" smallint[] DEFAULT '{}' NOT NULL,
	"seconds_spent" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sat_mock_answers_attempt_id_module_index_position_pk" PRIMARY KEY("attempt_id","module_index","position")
);
--> statement-breakpoint
CREATE TABLE "sat_mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_number" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"module_index" smallint DEFAULT 0 NOT NULL,
	"break_ends_at" timestamp with time zone,
	"current_position" smallint DEFAULT 0 NOT NULL,
	"current_since" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_mock_attempts_status" CHECK ("sat_mock_attempts"."status" in ('active', 'finished', 'abandoned')),
	CONSTRAINT "sat_mock_attempts_module" CHECK ("sat_mock_attempts"."module_index" between 0 and 3),
	CONSTRAINT "sat_mock_attempts_test" CHECK ("sat_mock_attempts"."test_number" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "sat_mock_modules" (
	"attempt_id" uuid NOT NULL,
	"module_index" smallint NOT NULL,
	"form_id" text NOT NULL,
	"item_ids" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	CONSTRAINT "sat_mock_modules_attempt_id_module_index_pk" PRIMARY KEY("attempt_id","module_index"),
	CONSTRAINT "sat_mock_modules_submitted_by" CHECK ("sat_mock_modules"."submitted_by" in ('student', 'time'))
);
--> statement-breakpoint
CREATE TABLE "sat_mock_shares" (
	"attempt_id" uuid NOT NULL,
	"mentor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_mock_shares_attempt_id_mentor_id_pk" PRIMARY KEY("attempt_id","mentor_id")
);
--> statement-breakpoint
ALTER TABLE "sat_items" ADD COLUMN "pilot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sat_mock_answers" ADD CONSTRAINT "sat_mock_answers_attempt_id_sat_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."sat_mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_mock_answers" ADD CONSTRAINT "sat_mock_answers_item_id_sat_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sat_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_mock_attempts" ADD CONSTRAINT "sat_mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_mock_modules" ADD CONSTRAINT "sat_mock_modules_attempt_id_sat_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."sat_mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_mock_shares" ADD CONSTRAINT "sat_mock_shares_attempt_id_sat_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."sat_mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_mock_shares" ADD CONSTRAINT "sat_mock_shares_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sat_mock_attempts_one_active_idx" ON "sat_mock_attempts" USING btree ("user_id","test_number") WHERE "sat_mock_attempts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sat_mock_attempts_user_idx" ON "sat_mock_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "sat_mock_shares_mentor_idx" ON "sat_mock_shares" USING btree ("mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_open_mock" ON "checkouts" USING btree ("student_id") WHERE kind = 'mock' and status = 'open';