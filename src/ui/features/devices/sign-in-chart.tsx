import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { dayLabel, type DayCount } from './sign-ins-per-day.js';

export interface SignInChartProps {
  days: readonly DayCount[];
  locale: string;
  successLabel: string;
  failureLabel: string;
}

/** Sign-ins per day as stacked bars; drawn only, its numbers are given in words beside it. */
export function SignInChart({ days, locale, successLabel, failureLabel }: SignInChartProps) {
  const data = days.map((day) => ({ ...day, label: dayLabel(day.day, locale) }));
  return (
    <ResponsiveContainer width="100%" height={180}>
      <BarChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
      >
        <CartesianGrid vertical={false} stroke="var(--ic-border)" />
        <XAxis dataKey="label" tick={{ fill: 'var(--ic-text-muted)', fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--ic-text-muted)', fontSize: 12 }} />
        <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="successes" name={successLabel} stackId="result" fill="var(--ic-success)" />
        <Bar dataKey="failures" name={failureLabel} stackId="result" fill="var(--ic-danger)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
