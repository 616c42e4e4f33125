import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AdmissionRatePoint } from "./admission-rates";

export interface ChartLabels {
  traditional: string;
  withMentor: string;
  month: (month: number) => string;
}

// Loaded only in the browser, only on this page (React.lazy in AdmissionRates): Recharts stays
// out of every other page's JavaScript. The table beside it carries the same numbers for
// screen readers, so the drawing itself is hidden from them.
export default function AdmissionRatesChart({ data, labels }: { data: AdmissionRatePoint[]; labels: ChartLabels }) {
  return (
    <div aria-hidden="true" className="h-80 w-full" data-testid="admission-rates-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="month" tickFormatter={labels.month} tick={{ fill: "#475569", fontSize: 12 }} />
          <YAxis unit="%" domain={[0, 60]} tick={{ fill: "#475569", fontSize: 12 }} />
          <Tooltip formatter={(value) => `${String(value)}%`} labelFormatter={(month) => labels.month(Number(month))} />
          <Legend />
          <Bar dataKey="traditional" name={labels.traditional} fill="#94a3b8" radius={[4, 4, 0, 0]} />
          <Bar dataKey="withMentor" name={labels.withMentor} fill="#2f4499" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
