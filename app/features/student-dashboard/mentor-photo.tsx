import { initials } from "~/lib/names";
import { PersonPhoto } from "~/ui/person-photo";

/** A mentor's round photo, or their initials when they have none; the name is always printed beside it. */
export function MentorPhoto({ name, photoId, size = 48 }: { name: string; photoId: string | null; size?: 48 | 80 }) {
  const box = size === 80 ? "size-20 text-xl" : "size-12 text-base";
  return (
    <PersonPhoto
      photoId={photoId}
      size={size}
      lazy
      className={`${box} shrink-0 rounded-full object-cover`}
      fallback={
        <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700`}>
          {initials(name)}
        </span>
      }
    />
  );
}
