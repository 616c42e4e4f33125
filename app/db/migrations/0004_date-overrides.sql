CREATE TABLE "mentor_date_overrides" (
	"mentor_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_date_overrides_mentor_id_date_pk" PRIMARY KEY("mentor_id","date"),
	CONSTRAINT "date_override_hours" CHECK (("mentor_date_overrides"."kind" = 'blocked' and cardinality("mentor_date_overrides"."hours") = 0) or ("mentor_date_overrides"."kind" = 'extra' and cardinality("mentor_date_overrides"."hours") between 1 and 12 and 9 <= all("mentor_date_overrides"."hours") and 20 >= all("mentor_date_overrides"."hours")))
);
--> statement-breakpoint
ALTER TABLE "mentor_date_overrides" ADD CONSTRAINT "mentor_date_overrides_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;