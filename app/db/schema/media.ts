import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, timestamps } from "./columns";
import { users } from "./users";

// Images are decoded and re-encoded on upload; only the re-encoded bytes are kept.
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  ...timestamps,
});
