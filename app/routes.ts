import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("student-dashboard", "routes/student-dashboard.tsx"),
  route("mentor-dashboard", "routes/mentor-dashboard.tsx"),
  route("admin", "routes/admin.tsx"),
  route("signup", "routes/signup.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("create-mentor-profile", "routes/create-mentor-profile.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("resources/language", "routes/resources.language.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("search", "routes/search.tsx"),
  route("marks/:file", "routes/marks.$file.ts"),
  route("media/:id", "routes/media.$id.ts"),
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
