import { useEffect, useRef } from "react";
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

// Only what a grouped bar chart with a legend and tooltips needs: the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Tailwind's slate-700 and slate-200: the page's text and rule colours. */
const TEXT = "#334155";
const GRID = "#e2e8f0";

export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

export interface BarChartProps {
  /** One per group of bars, along the horizontal axis. */
  labels: string[];
  series: BarSeries[];
  /** A value as the axis and the tooltip show it ("$1,200.00", "40%"); a stable function (module level), as a new one redraws the chart. */
  formatValue(value: number): string;
  /** The vertical axis's top, when it should not follow the data. */
  max?: number;
  /** Rounded top corners on the bars. */
  rounded?: boolean;
}

/**
 * Bars drawn on a canvas by Chart.js (decision 0023: its first draw is about a third of the main
 * thread that the same chart built from Recharts' SVG components took, in half the JavaScript).
 * Always loaded lazily, in the browser only, beside a table that carries the same figures for
 * screen readers: the caller's container says what the drawing is (or hides it).
 */
export default function BarChart({ labels, series, formatValue, max, rounded = false }: BarChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The chart is drawn again only when what it shows changes, not on every render of its page.
  const shown = JSON.stringify({ labels, series, max, rounded });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const { labels, series, max, rounded } = JSON.parse(shown) as Omit<BarChartProps, "formatValue">;
    const style = getComputedStyle(canvas);
    const chart = new Chart(canvas, {
      type: "bar",
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: rounded ? 4 : 0 })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        font: { family: style.fontFamily, size: 12 },
        color: TEXT,
        scales: {
          x: { grid: { display: false }, ticks: { color: TEXT } },
          y: { beginAtZero: true, max, grid: { color: GRID }, ticks: { color: TEXT, callback: (value) => formatValue(Number(value)) } },
        },
        plugins: {
          legend: { position: "bottom", labels: { color: TEXT } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${formatValue(item.parsed.y ?? 0)}` } },
        },
      },
    });
    canvas.dataset.drawn = "true";
    return () => {
      delete canvas.dataset.drawn;
      chart.destroy();
    };
  }, [shown, formatValue]);

  return (
    <div className="relative size-full">
      <canvas ref={canvasRef} />
    </div>
  );
}
