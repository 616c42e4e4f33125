import katex from "katex";
import { Marked } from "marked";
import type { SatItem } from "~content/sat/item-schema";
import type { SatItemAnswer, SatItemPrompt } from "~/db/schema";

// Item text is ours (content/sat, reviewed in the repository and checked by the content tests),
// never a user's: it is rendered as it is, with TeX typeset by KaTeX into HTML plus MathML for
// screen readers.
const marked = new Marked({ gfm: true, breaks: false, async: false });
const MATH = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g;

function typeset(markdown: string, render: (text: string) => string): string {
  const formulas: string[] = [];
  const withMarks = markdown.replace(MATH, (_, display: string | undefined, inline: string | undefined) => {
    formulas.push(katex.renderToString((display ?? inline)!, { displayMode: display !== undefined, throwOnError: true, output: "htmlAndMathml" }));
    return `KATEXFORMULA${formulas.length - 1}X`;
  });
  return render(withMarks).replace(/KATEXFORMULA(\d+)X/g, (_, i: string) => formulas[Number(i)]!);
}

/** Markdown with $TeX$ to HTML: block (paragraphs, lists) or inline (a choice, a table cell). */
export function renderSatText(markdown: string, mode: "block" | "inline" = "block"): string {
  return typeset(markdown, (text) => (mode === "block" ? marked.parse(text, { async: false }) : marked.parseInline(text, { async: false })));
}

export function renderItemPrompt(item: SatItem): SatItemPrompt {
  return {
    passages: item.passages.map((p) => ({ ...(p.label ? { label: p.label } : {}), html: renderSatText(p.text) })),
    ...(item.table
      ? {
          table: {
            title: renderSatText(item.table.title, "inline"),
            columns: item.table.columns.map((c) => renderSatText(c, "inline")),
            rows: item.table.rows.map((row) => row.map((cell) => renderSatText(cell, "inline"))),
          },
        }
      : {}),
    stemHtml: renderSatText(item.stem),
    choicesHtml: item.choices.map((c) => renderSatText(c, "inline")),
  };
}

export function renderItemAnswer(item: SatItem): SatItemAnswer {
  return {
    key: item.key,
    explanationHtml: renderSatText(item.explanation),
    choiceExplanationsHtml: item.choiceExplanations.map((c) => renderSatText(c)),
  };
}
