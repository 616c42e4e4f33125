import type { ReactNode } from "react";

export interface PersonPhotoProps {
  photoId: string | null;
  /** Displayed size in CSS pixels; the thumbnail fetched is twice that, sharp on 2x screens. */
  size: 48 | 80;
  lazy?: boolean;
  className: string;
  /** Shown when there is no photo. */
  fallback?: ReactNode;
}

/**
 * A person's photo from /media as a decorative thumbnail (the name is always printed beside it,
 * so alt is empty), with width and height set so the layout does not shift.
 */
export function PersonPhoto({ photoId, size, lazy = false, className, fallback = null }: PersonPhotoProps) {
  if (!photoId) return <>{fallback}</>;
  return (
    <img
      src={`/media/${photoId}?w=${size * 2}`}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      className={className}
    />
  );
}
