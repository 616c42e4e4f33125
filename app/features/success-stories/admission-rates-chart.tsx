import BarChart from "~/ui/bar-chart";
import type { AdmissionRatePoint } from "./admission-rates";

export interface ChartLabels {
  traditional: string;
  withMentor: string;
  month: (month: number) => string;
}

const percent = (value: number) => `${value}%`;

// Loaded only in the browser, only on this page (React.lazy in AdmissionRates): the chart library
// stays out of every other page's JavaScript. The table beside it carries the same numbers for
// screen readers, so the drawing itself is hidden from them.
export default function AdmissionRatesChart({ data, labels }: { data: AdmissionRatePoint[]; labels: ChartLabels }) {
  return (
    <div aria-hidden="true" className="size-full" data-testid="admission-rates-chart">
      <BarChart
        labels={data.map((point) => labels.month(point.month))}
        series={[
          { label: labels.traditional, values: data.map((point) => point.traditional), color: "#94a3b8" },
          { label: labels.withMentor, values: data.map((point) => point.withMentor), color: "#2f4499" },
        ]}
        formatValue={percent}
        max={60}
        rounded
      />
    </div>
  );
}
