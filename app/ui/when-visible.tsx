import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `children` once this box comes within `margin` of the viewport (and not on the server,
 * nor in the browser's first render, so hydration matches). For heavy, browser-only content below
 * the fold, such as a chart: a reader who never scrolls to it never loads or draws it. The box
 * keeps its size (`className`) meanwhile, so nothing moves when the content arrives.
 */
export function WhenVisible({ className, margin = "200px", children }: { className?: string; margin?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  return (
    <div ref={box} className={className}>
      {visible ? children : null}
    </div>
  );
}
