import { all, create } from "mathjs/number";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { buttonClassName } from "~/ui/button-link";

// Loaded only when a student opens the calculator: mathjs evaluates, uPlot draws. Works offline.
const math = create(all!, { number: "number" });
const SAMPLES = 401;

interface Line {
  input: string;
  output: string;
}

/** The exam's calculator: expressions with variables and functions, and graphs of y = f(x). */
export default function CalculatorPanel() {
  const { t } = useTranslation("sat-mock");
  const [mode, setMode] = useState<"scientific" | "graph">("scientific");
  return (
    <div className="mt-4">
      <div role="group" aria-label={t("calculator.mode")} className="inline-flex rounded-lg border border-slate-300 p-0.5">
        {(["scientific", "graph"] as const).map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)} className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 aria-pressed:bg-brand-600 aria-pressed:text-white focus-visible:focus-ring">
            {t(`calculator.${m}`)}
          </button>
        ))}
      </div>
      {mode === "scientific" ? <Scientific /> : <Graph />}
    </div>
  );
}

function Scientific() {
  const { t } = useTranslation("sat-mock");
  const id = useId();
  const [input, setInput] = useState("");
  const [lines, setLines] = useState<Line[]>([]);
  const scope = useRef<Record<string, unknown>>({});
  const run = () => {
    if (!input.trim()) return;
    let output: string;
    try {
      const value: unknown = math.evaluate(input, scope.current);
      output = typeof value === "function" ? t("calculator.defined") : math.format(value as number, { precision: 10 });
    } catch (error) {
      output = `${t("calculator.error")}: ${(error as Error).message}`;
    }
    setLines((l) => [...l, { input, output }].slice(-50));
    setInput("");
  };
  return (
    <div className="mt-4 grid gap-3">
      <ol aria-live="polite" className="max-h-56 overflow-y-auto rounded-lg bg-slate-50 p-3 font-mono text-sm">
        {lines.map((l, i) => (
          <li key={i} className="border-b border-slate-200 py-1 last:border-0">
            <span className="text-slate-600">{l.input}</span>
            <span className="block text-right font-semibold text-slate-900">= {l.output}</span>
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        className="flex gap-2"
      >
        <label htmlFor={id} className="sr-only">
          {t("calculator.expression")}
        </label>
        <input id={id} value={input} onChange={(e) => setInput(e.target.value)} autoComplete="off" spellCheck={false} placeholder="sqrt(2) * 3^2" className="h-11 flex-1 rounded-lg border border-slate-300 px-3 font-mono focus-visible:focus-ring" />
        <button type="submit" className={buttonClassName({ variant: "primary" })}>
          {t("calculator.evaluate")}
        </button>
      </form>
      <p className="text-xs text-slate-600">{t("calculator.help")}</p>
    </div>
  );
}

function Graph() {
  const { t } = useTranslation("sat-mock");
  const id = useId();
  const [exprs, setExprs] = useState("x^2 - 4\n2x + 1");
  const [range, setRange] = useState(10);
  const box = useRef<HTMLDivElement>(null);
  const plan = useMemo(() => {
    const fns = exprs
      .split("\n")
      .map((e) => e.replace(/^\s*y\s*=/, "").trim())
      .filter(Boolean)
      .slice(0, 4);
    try {
      const compiled = fns.map((e) => {
        const code = math.compile(e);
        return (x: number) => {
          const v: unknown = code.evaluate({ x });
          return typeof v === "number" && Number.isFinite(v) ? v : NaN;
        };
      });
      return { fns, compiled, error: null };
    } catch (e) {
      return { fns, compiled: [], error: (e as Error).message };
    }
  }, [exprs]);

  useEffect(() => {
    const el = box.current;
    if (!el || plan.error) return;
    const { fns, compiled } = plan;
    const xs = Array.from({ length: SAMPLES }, (_, i) => -range + (2 * range * i) / (SAMPLES - 1));
    const data: uPlot.AlignedData = [xs, ...compiled.map((f) => xs.map((x) => f(x)))];
    const colors = ["#2563eb", "#dc2626", "#059669", "#7c3aed"];
    const plot = new uPlot(
      {
        width: Math.min(600, el.clientWidth || 600),
        height: 320,
        scales: { x: { time: false, range: [-range, range] }, y: { range: [-range, range] } },
        series: [{ label: "x" }, ...fns.map((f, i) => ({ label: `y = ${f}`, stroke: colors[i], width: 2, spanGaps: false }))],
        axes: [{ grid: { stroke: "#e2e8f0" } }, { grid: { stroke: "#e2e8f0" } }],
        cursor: { drag: { x: false, y: false } },
      },
      data,
      el,
    );
    return () => plot.destroy();
  }, [plan, range]);

  return (
    <div className="mt-4 grid gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t("calculator.functions")}
      </label>
      <textarea id={id} rows={3} value={exprs} onChange={(e) => setExprs(e.target.value)} spellCheck={false} className="rounded-lg border border-slate-300 p-2 font-mono text-sm focus-visible:focus-ring" />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        {t("calculator.window")}
        <select value={range} onChange={(e) => setRange(Number(e.target.value))} className="h-9 rounded-md border border-slate-300 px-2">
          {[5, 10, 20, 50, 100].map((r) => (
            <option key={r} value={r}>
              ±{r}
            </option>
          ))}
        </select>
      </label>
      {plan.error ? <p role="alert" className="text-sm text-red-700">{`${t("calculator.error")}: ${plan.error}`}</p> : null}
      <div ref={box} role="img" aria-label={t("calculator.graphLabel")} />
    </div>
  );
}
