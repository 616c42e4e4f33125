// The one place that gathers every table, for Drizzle's relational queries and better-auth.
export * from "./schema/applications";
export * from "./schema/audit";
export * from "./schema/calendar";
export * from "./schema/content";
export * from "./schema/google-calendar";
export * from "./schema/media";
export * from "./schema/meetings";
export * from "./schema/mentors";
export * from "./schema/outbox";
export * from "./schema/payments";
export * from "./schema/sat";
export * from "./schema/users";
