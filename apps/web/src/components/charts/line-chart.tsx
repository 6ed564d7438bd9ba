import { ChartTable } from './chart-table';
import { areaPath, countAxis, linePath, linearScale, slotCentre } from './chart-geometry';
import styles from './charts.module.css';

const W = 640;
const H = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 40 };
export interface LineChartProps {
  title: string;
  unit: string;
  /** One point per day (`YYYY-MM-DD`) or month (`YYYY-MM`), oldest first. */
  days: { date: string; count: number }[];
  /** A label under every this many points, counted back from the last (5: thirty days never crowd the axis). */
  labelEvery?: number;
  /** The axis label of a point; default the date without its year. */
  label?: (date: string) => string;
  /** How a figure reads (tooltips, the table, the total); default as is. */
  format?: (n: number) => string;
  testId?: string;
  /** What the chart's name says after its title; default the total (a rate has none). */
  summary?: string;
  /** The screen-reader table, when it should say more than date and figure. */
  table?: { head: readonly string[]; rows: readonly (readonly [string, ...(number | string)[]])[] };
}

/** A count per day or month as a line over a filled area; every point a dot with its figure as a tooltip. */
export function LineChart({ title, unit, days, labelEvery = 5, label = (date) => date.slice(5), format = String, testId = 'members-chart', summary, table }: LineChartProps) {
  const axis = countAxis(Math.max(0, ...days.map((d) => d.count)));
  const y = linearScale(axis.max, H - PAD.bottom, PAD.top);
  const x = (i: number) => slotCentre(i, days.length, PAD.left, W - PAD.left - PAD.right);
  const points = days.map((d, i) => [x(i), y(d.count)] as const);
  const total = days.reduce((s, d) => s + d.count, 0);
  const last = days.length - 1;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}：${summary ?? `共 ${format(total)} ${unit}`}`} data-testid={testId}>
        {axis.ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text className={styles.axis} x={PAD.left - 8} y={y(t) + 4} textAnchor="end">
              {format(t)}
            </text>
          </g>
        ))}
        <path d={areaPath(points, H - PAD.bottom)} fill="#00604f" fillOpacity={0.12} />
        <path d={linePath(points)} fill="none" stroke="#00604f" strokeWidth={2} />
        {days.map((d, i) => (
          <g key={d.date}>
            <circle cx={x(i)} cy={y(d.count)} r={3} fill="#fff" stroke="#00604f" strokeWidth={1.5}>
              <title>{`${d.date}：${format(d.count)}${unit ? ` ${unit}` : ''}`}</title>
            </circle>
            {(last - i) % labelEvery === 0 ? (
              <text className={styles.axis} x={x(i)} y={H - 8} textAnchor="middle">
                {label(d.date)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ChartTable caption={title} head={table?.head ?? ['日期', `数量（${unit}）`]} rows={table?.rows ?? days.map((d) => [d.date, format(d.count)])} />
    </figure>
  );
}
