import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { WhenVisible } from "./when-visible";

it("renders only its sized box on the server (the content waits for the browser to see it)", () => {
  const html = renderToString(
    <WhenVisible className="h-72">
      <p>heavy chart</p>
    </WhenVisible>,
  );
  expect(html).toBe('<div class="h-72"></div>');
});
