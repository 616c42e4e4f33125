import { useEffect, useState } from "react";

export const PREVIEW_URL = "/resources/blog-admin/preview";
const PAUSE_MS = 400;

/**
 * The sanitised HTML of `markup`, from the server (the same renderer a save uses), asked again
 * once typing pauses; a newer request cancels the one before. `failed` when the last one failed.
 */
export function useMarkdownPreview(markup: string, initialHtml: string) {
  const [html, setHtml] = useState(initialHtml);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(markup);
  useEffect(() => {
    if (markup === asked) return;
    const controller = new AbortController();
    async function ask() {
      const body = new URLSearchParams({ markup });
      const response = await fetch(PREVIEW_URL, { method: "POST", body, signal: controller.signal }).catch(() => null);
      if (controller.signal.aborted) return;
      const answer = (await response?.json().catch(() => null)) as { html?: string } | null;
      if (response?.ok && typeof answer?.html === "string") {
        setHtml(answer.html);
        setAsked(markup);
        setFailed(false);
      } else {
        setFailed(true);
      }
    }
    const timer = setTimeout(() => void ask(), PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markup, asked]);
  return { html, failed, current: markup === asked };
}
