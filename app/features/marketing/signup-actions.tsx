import { ButtonLink } from "~/ui/button-link";

/** The pair of calls to action on a dark band: sign up, or browse the mentors first. */
export function SignupActions({ signup, browse }: { signup: string; browse: string }) {
  return (
    <>
      <ButtonLink to="/signup" variant="accent" size="lg">
        {signup}
      </ButtonLink>
      <ButtonLink to="/mentors" variant="outline-light" size="lg">
        {browse}
      </ButtonLink>
    </>
  );
}
