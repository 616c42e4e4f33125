// Icons repeated on every card and leaderboard row, drawn once per page as <symbol>s and reused
// with <use>: a lucide icon inlined per card is about 450 bytes of markup, a <use> about 60.
// The outlines are lucide's (ISC licence); stroke and size come from the .mi class.

const icons = {
  verified:
    "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z M16 9l-5.5 5.5L8 12",
  college:
    "M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z M22 10v6 M6 12.5V16a6 3 0 0 0 12 0v-3.5",
  languages: "M5 8l6 6 M4 14l6-6 2-3 M2 5h12 M7 2h1 M22 22l-5-10-5 10 M14 18h6",
  schedule: "M16 18h6 M16 2v3 M19 15v6 M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3 M3 9h18 M8 2v3",
  // A five-point star with one short path (filled, see .mi-star).
  star: "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z",
} as const;

export type MentorIconName = keyof typeof icons;

/** The symbols, once per page, before any <MentorIcon>. */
export function MentorIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(icons).map(([name, d]) => (
        <symbol key={name} id={`mi-${name}`} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon from the sprite; `className` defaults to the outline style. */
export function MentorIcon({ name, className = "mi" }: { name: MentorIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#mi-${name}`} />
    </svg>
  );
}
