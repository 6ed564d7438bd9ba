import { ChartTable } from './chart-table';
import { areaPath, countAxis, linePath, linearScale, slotCentre } from './chart-geometry';
import styles from './charts.module.css';

const W = 640;
const H = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 40 };
/** One date label every this many days, so thirty never crowd the axis. */
const LABEL_EVERY = 5;

/** A daily count as a line over a filled area; every day a dot with its figure as a tooltip. */
export function LineChart({ title, unit, days }: { title: string; unit: string; days: { date: string; count: number }[] }) {
  const axis = countAxis(Math.max(0, ...days.map((d) => d.count)));
  const y = linearScale(axis.max, H - PAD.bottom, PAD.top);
  const x = (i: number) => slotCentre(i, days.length, PAD.left, W - PAD.left - PAD.right);
  const points = days.map((d, i) => [x(i), y(d.count)] as const);
  const total = days.reduce((s, d) => s + d.count, 0);
  const last = days.length - 1;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}：共 ${total} ${unit}`} data-testid="members-chart">
        {axis.ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text className={styles.axis} x={PAD.left - 8} y={y(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        <path d={areaPath(points, H - PAD.bottom)} fill="#00604f" fillOpacity={0.12} />
        <path d={linePath(points)} fill="none" stroke="#00604f" strokeWidth={2} />
        {days.map((d, i) => (
          <g key={d.date}>
            <circle cx={x(i)} cy={y(d.count)} r={3} fill="#fff" stroke="#00604f" strokeWidth={1.5}>
              <title>{`${d.date}：${d.count} ${unit}`}</title>
            </circle>
            {(last - i) % LABEL_EVERY === 0 ? (
              <text className={styles.axis} x={x(i)} y={H - 8} textAnchor="middle">
                {d.date.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <ChartTable caption={title} head={['日期', `数量（${unit}）`]} rows={days.map((d) => [d.date, d.count])} />
    </figure>
  );
}
