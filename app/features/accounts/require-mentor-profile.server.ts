import { redirect, type RouterContextProvider } from "react-router";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import type { SessionUser } from "~/lib/use-user";
import { hasMentorProfile } from "./create-mentor-profile.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export const CREATE_MENTOR_PROFILE_PATH = "/create-mentor-profile";

/** A signed-in mentor with a profile; a mentor without one is sent to complete it first. */
export async function requireMentorProfile(args: Args): Promise<SessionUser> {
  const user = await requireRole(args, "mentor");
  if (!(await hasMentorProfile(getServices(args.context).db, user.id))) throw redirect(CREATE_MENTOR_PROFILE_PATH);
  return user;
}
