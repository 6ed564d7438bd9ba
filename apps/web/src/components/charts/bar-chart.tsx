import { ChartTable } from './chart-table';
import { countAxis, linearScale } from './chart-geometry';
import styles from './charts.module.css';

const W = 640;
const ROW = 28;
const BAR = 16;
const PAD = { top: 8, right: 40, bottom: 24, left: 128 };

/**
 * Horizontal bars, one row per category: thirteen order statuses with long names read better
 * down the side than squeezed under columns. Drawn in a viewBox, so it scales with its card.
 */
export function BarChart({ title, unit, rows }: { title: string; unit: string; rows: { label: string; value: number }[] }) {
  const height = PAD.top + rows.length * ROW + PAD.bottom;
  const axis = countAxis(Math.max(0, ...rows.map((r) => r.value)));
  const x = linearScale(axis.max, PAD.left, W - PAD.right);
  const baseY = PAD.top + rows.length * ROW;
  const total = rows.reduce((s, r) => s + r.value, 0);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${title}：共 ${total} ${unit}`} data-testid="orders-chart">
        {axis.ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={x(t)} x2={x(t)} y1={PAD.top} y2={baseY} />
            <text className={styles.axis} x={x(t)} y={height - 6} textAnchor="middle">
              {t}
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const y = PAD.top + i * ROW + (ROW - BAR) / 2;
          return (
            <g key={r.label}>
              <text className={styles.label} x={PAD.left - 8} y={y + BAR / 2 + 4} textAnchor="end">
                {r.label}
              </text>
              <rect x={PAD.left} y={y} width={Math.max(0, x(r.value) - PAD.left)} height={BAR} rx={3} fill="#00604f">
                <title>{`${r.label}：${r.value} ${unit}`}</title>
              </rect>
              <text className={styles.value} x={x(r.value) + 6} y={y + BAR / 2 + 4}>
                {r.value}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable caption={title} head={['类别', `数量（${unit}）`]} rows={rows.map((r) => [r.label, r.value])} />
    </figure>
  );
}
