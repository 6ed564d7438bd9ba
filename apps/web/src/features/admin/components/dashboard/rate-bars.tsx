import type { RankedFailureTally } from '@tcm/shared';
import { ChartTable } from '@/components/charts/chart-table';
import { countAxis, linearScale } from '@/components/charts/chart-geometry';
import { percent } from './rate-format';
import styles from '@/components/charts/charts.module.css';

const W = 640;
const ROW = 28;
const BAR = 16;
const PAD = { top: 8, right: 120, bottom: 24, left: 150 };

/**
 * Ranked failure rates, worst first: a bar per item or herb, its rate and 不合格/判定 beside it.
 * The drawing is always `slots` rows tall, so the block keeps its size however many rank.
 */
export function RateBars({ title, dimension, rows, slots, emptyText, testId }: { title: string; dimension: string; rows: RankedFailureTally[]; slots: number; emptyText: string; testId: string }) {
  const height = PAD.top + slots * ROW + PAD.bottom;
  const axis = countAxis(Math.max(0, ...rows.map((r) => r.rate * 100)));
  const x = linearScale(axis.max, PAD.left, W - PAD.right);
  const baseY = PAD.top + slots * ROW;
  const summary = rows.length > 0 ? `最高 ${rows[0]!.name} ${percent(rows[0]!.rate)}` : emptyText;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`${title}：${summary}`} data-testid={testId}>
        {axis.ticks.map((t) => (
          <g key={t}>
            <line className={styles.grid} x1={x(t)} x2={x(t)} y1={PAD.top} y2={baseY} />
            <text className={styles.axis} x={x(t)} y={height - 6} textAnchor="middle">
              {`${t}%`}
            </text>
          </g>
        ))}
        {rows.length === 0 ? (
          <text className={styles.label} x={W / 2} y={baseY / 2} textAnchor="middle">
            {emptyText}
          </text>
        ) : null}
        {rows.map((r, i) => {
          const y = PAD.top + i * ROW + (ROW - BAR) / 2;
          const end = x(r.rate * 100);
          return (
            <g key={r.name}>
              <text className={styles.label} x={PAD.left - 8} y={y + BAR / 2 + 4} textAnchor="end">
                {r.name.length > 10 ? `${r.name.slice(0, 10)}…` : r.name}
              </text>
              <rect x={PAD.left} y={y} width={Math.max(0, end - PAD.left)} height={BAR} rx={3} fill="#00604f">
                <title>{`${r.name}：不合格率 ${percent(r.rate)}（不合格 ${r.failed} / 判定 ${r.judged} 项次）`}</title>
              </rect>
              <text className={styles.value} x={end + 6} y={y + BAR / 2 + 4}>
                {`${percent(r.rate)}  ${r.failed}/${r.judged}`}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartTable caption={title} head={[dimension, '不合格率', '不合格项次', '判定项次']} rows={rows.map((r) => [r.name, percent(r.rate), r.failed, r.judged])} />
    </figure>
  );
}
