import { createContext, useContext, useState } from "react";

const STYLE_ID = "app-stylesheet";

// On the server: the built stylesheet's text for its URL, or undefined (development, tests).
const StylesheetTextContext = createContext<(href: string) => string | undefined>(() => undefined);

export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The app's stylesheet, inline in <head> when the server has it built: the first paint needs no
 * second request, so it does not wait for the scripts to arrive and run (decision 0022). The
 * browser renders the same text, read back from the element the server sent, so hydration
 * matches and nothing is downloaded twice. Without a build (development) it is a plain link.
 */
export function AppStylesheet({ href }: { href: string }) {
  const textOf = useContext(StylesheetTextContext);
  const [text] = useState(() => (typeof document === "undefined" ? textOf(href) : (document.getElementById(STYLE_ID)?.textContent ?? undefined)));
  if (text === undefined) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}
