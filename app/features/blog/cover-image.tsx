import { CategoryIcon } from "./category-icon";

/**
 * A post's cover from /media at a width that fits where it is shown, or, for a post without
 * one, a quiet brand panel with the category's icon so every card keeps the same shape.
 */
export function CoverImage({
  imageId,
  alt,
  category,
  width,
  className,
  eager = false,
}: {
  imageId: string | null;
  alt: string | null;
  category: string;
  width: 640 | null;
  className: string;
  eager?: boolean;
}) {
  if (!imageId) {
    return (
      <div aria-hidden="true" className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-accent-100 ${className}`}>
        <CategoryIcon category={category} className="size-12 text-brand-600/70" />
      </div>
    );
  }
  return (
    <img
      src={width ? `/media/${imageId}?w=${width}` : `/media/${imageId}`}
      alt={alt ?? ""}
      width={1200}
      height={630}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
