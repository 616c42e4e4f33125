import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

// A user's private calendar feed: the URL holds the public feed id and the secret. Regenerating
// replaces both, so an old URL stops working at once.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  feedId: uuid("feed_id").notNull().unique(),
  // A bearer secret like a private iCal address; compared in constant time, never logged.
  secret: text("secret").notNull(),
  ...timestamps,
});
