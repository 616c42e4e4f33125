import { useCallback, useRef, useState, type RefObject } from "react";
import { useRevalidator } from "react-router";

/**
 * Who the last change to a meeting was about, and the function that records it, puts the focus on
 * the section's heading (`headingRef`: the button that had it is about to change or leave) and
 * then reads the page's data again. The dashboard does not reload after a meeting change by itself
 * (routes/mentor-dashboard.tsx): the announcement is in place before the item and its button change.
 */
export function useAnnouncedChange(): [string | null, (studentName: string) => void, RefObject<HTMLHeadingElement | null>] {
  const [changed, setChanged] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();
  const announce = useCallback(
    (studentName: string) => {
      setChanged(studentName);
      headingRef.current?.focus();
      void revalidator.revalidate();
    },
    [revalidator],
  );
  return [changed, announce, headingRef];
}
