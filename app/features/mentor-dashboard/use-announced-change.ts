import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * Who the last change to a meeting was about, and the function that records it and then reads
 * the page's data again. The dashboard does not reload after a meeting change by itself
 * (routes/mentor-dashboard.tsx): the announcement is in place before the item and its button change.
 */
export function useAnnouncedChange(): [string | null, (studentName: string) => void] {
  const [changed, setChanged] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const announce = useCallback(
    (studentName: string) => {
      setChanged(studentName);
      void revalidator.revalidate();
    },
    [revalidator],
  );
  return [changed, announce];
}
