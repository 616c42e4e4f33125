import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("student-dashboard", "routes/student-dashboard.tsx"),
  route("mentor-dashboard", "routes/mentor-dashboard.tsx"),
  route("admin", "routes/admin.tsx"),
  route("logout", "routes/logout.ts"),
  route("resources/language", "routes/resources.language.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("search", "routes/search.tsx"),
  route("marks/:file", "routes/marks.$file.ts"),
  route("media/:id", "routes/media.$id.ts"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
