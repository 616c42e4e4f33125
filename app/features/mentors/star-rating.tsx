// A five-point star drawn with one short path: cards, reviews and the leaderboard repeat it many
// times per page, and the icon set's rounded star is ten times the markup.
function StarIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Five stars filled to the nearest half; decorative (the number is always printed beside it). */
export function StarRating({ value, size = "size-4" }: { value: number; size?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = halves >= star * 2 ? "full" : halves === star * 2 - 1 ? "half" : "none";
        return (
          <span key={star} className={`relative inline-block ${size}`}>
            <StarIcon className={`absolute inset-0 ${size} text-slate-300`} />
            {fill !== "none" && (
              <span className={`absolute inset-0 overflow-hidden ${fill === "half" ? "w-1/2" : "w-full"}`}>
                <StarIcon className={`${size} text-accent-400`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
