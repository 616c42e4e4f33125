ALTER TABLE "mentor_profiles" ADD COLUMN "weekly_hours" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "meetings_mentor_paid_students_idx" ON "meetings" USING btree ("mentor_id","student_id") WHERE is_paid;--> statement-breakpoint
CREATE INDEX "mentor_profiles_default_order_idx" ON "mentor_profiles" USING btree ((mentor_profiles.college in ('harvard', 'yale', 'princeton', 'columbia', 'upenn', 'brown', 'dartmouth', 'cornell')) desc,"sat_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_rating_order_idx" ON "mentor_profiles" USING btree ((case when mentor_profiles.rating_count > 0 then mentor_profiles.rating_sum::double precision / mentor_profiles.rating_count else 0 end) desc,"rating_count" DESC NULLS LAST,(mentor_profiles.college in ('harvard', 'yale', 'princeton', 'columbia', 'upenn', 'brown', 'dartmouth', 'cornell')) desc,"sat_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_price_asc_idx" ON "mentor_profiles" USING btree ("session_price_cents",(mentor_profiles.college in ('harvard', 'yale', 'princeton', 'columbia', 'upenn', 'brown', 'dartmouth', 'cornell')) desc,"sat_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_price_desc_idx" ON "mentor_profiles" USING btree ("session_price_cents" DESC NULLS LAST,(mentor_profiles.college in ('harvard', 'yale', 'princeton', 'columbia', 'upenn', 'brown', 'dartmouth', 'cornell')) desc,"sat_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("id") WHERE disabled;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_weekly_hours" CHECK ("mentor_profiles"."weekly_hours" >= 0);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): mentor_profiles.weekly_hours follows the
-- mentor's availability rows, whoever writes them, so the list can filter and count mentors with
-- hours without joining every availability row.
CREATE FUNCTION "mentor_weekly_hours_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "mentor_profiles" SET "weekly_hours" = "weekly_hours" - 1 WHERE "user_id" = OLD."mentor_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "mentor_profiles" SET "weekly_hours" = "weekly_hours" + 1 WHERE "user_id" = NEW."mentor_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "mentor_availability_weekly_hours" AFTER INSERT OR DELETE OR UPDATE OF "mentor_id" ON "mentor_availability"
  FOR EACH ROW EXECUTE FUNCTION "mentor_weekly_hours_follow"();--> statement-breakpoint
UPDATE "mentor_profiles" AS p SET "weekly_hours" = a.hours
  FROM (SELECT "mentor_id", count(*) AS hours FROM "mentor_availability" GROUP BY "mentor_id") AS a
  WHERE a."mentor_id" = p."user_id";
