import { JUDGEMENT_LABELS, type QualityPoint, type QualitySeries } from '@tcm/shared';
import { ChartTable } from '@/components/charts/chart-table';
import { type Point, linePath, linearScale, tickText, valueAxis } from '@/components/charts/chart-geometry';
import chartStyles from '@/components/charts/charts.module.css';
import styles from './quality.module.css';

const W = 560;
const H = 220;
const PAD = { top: 16, right: 20, bottom: 28, left: 52 };

/** Where the limit runs: one flat line when every point has the same bound, else a step at each change. */
function limitPath(points: readonly QualityPoint[], xs: readonly number[], bound: 'min' | 'max', y: (v: number) => number): string | null {
  const values = points.map((p) => p[bound]);
  if (values.every((v) => v === null)) return null;
  if (values.every((v) => v === values[0])) return linePath([[PAD.left, y(values[0]!)], [W - PAD.right, y(values[0]!)]]);
  const path: Point[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    const from = i === 0 ? PAD.left : (xs[i - 1]! + xs[i]!) / 2;
    const to = i === values.length - 1 ? W - PAD.right : (xs[i]! + xs[i + 1]!) / 2;
    path.push([from, y(v)], [to, y(v)]);
  });
  return linePath(path);
}

const boundText = (s: QualitySeries) => {
  const last = s.points[s.points.length - 1];
  if (!last) return '';
  const parts = [last.min !== null ? `≥${tickText(last.min)}` : '', last.max !== null ? `≤${tickText(last.max)}` : ''].filter(Boolean);
  return parts.length ? `限度 ${parts.join('，')}${s.unit}` : '无数值限度';
};

/**
 * One test item's measured values over time (issue #21): a line through the batches, the limit as
 * a dashed red line, every 不符合 point a red dot. The figures are also a table for screen readers.
 */
export function TrendChart({ series }: { series: QualitySeries }) {
  const { points, unit } = series;
  const times = points.map((p) => Date.parse(p.at));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const plot = W - PAD.left - PAD.right;
  const xs = times.map((t) => (span > 0 ? PAD.left + ((t - first) / span) * plot : PAD.left + plot / 2));
  const top = Math.max(...points.flatMap((p) => [p.value, p.max ?? 0, p.min ?? 0])) * 1.1;
  const axis = valueAxis(top);
  const y = linearScale(axis.max, H - PAD.bottom, PAD.top);
  const fails = points.filter((p) => p.judgement === 'fail').length;
  const limits = [limitPath(points, xs, 'max', y), limitPath(points, xs, 'min', y)].filter((d) => d !== null);
  const ticks = span > 0 ? [0, 1, 2, 3].map((k) => first + (span * k) / 3) : [first];
  const caption = `${series.label}（${unit || '无单位'}）：${points.length} 个检测值，${fails} 个不符合，${boundText(series)}`;
  return (
    <figure className={`${chartStyles.chart} ${styles.chartCard}`} data-testid="quality-chart" data-series={series.key}>
      <figcaption className={styles.chartTitle}>
        <span>{series.label}</span>
        <span className={styles.chartMeta}>
          {unit ? `${unit} · ` : ''}
          {boundText(series)}
          {fails ? <span className={styles.failCount}> · 不符合 {fails}</span> : null}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={caption}>
        {axis.ticks.map((t) => (
          <g key={t}>
            <line className={chartStyles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text className={chartStyles.axis} x={PAD.left - 8} y={y(t) + 4} textAnchor="end">
              {tickText(t)}
            </text>
          </g>
        ))}
        {ticks.map((t, k) => (
          <text
            key={t}
            className={chartStyles.axis}
            x={span > 0 ? PAD.left + ((t - first) / span) * plot : PAD.left + plot / 2}
            y={H - 8}
            // The end labels stay inside the chart: the first starts at its point, the last ends at it.
            textAnchor={ticks.length > 1 && k === 0 ? 'start' : ticks.length > 1 && k === ticks.length - 1 ? 'end' : 'middle'}
          >
            {new Date(t + 8 * 3_600_000).toISOString().slice(0, 10)}
          </text>
        ))}
        {limits.map((d) => (
          <path key={d} d={d} fill="none" stroke="#cf1322" strokeWidth={1.5} strokeDasharray="6 4" data-testid="quality-limit" />
        ))}
        <path d={linePath(xs.map((x, i) => [x, y(points[i]!.value)]))} fill="none" stroke="#00604f" strokeWidth={2} />
        {points.map((p, i) => (
          <circle
            key={`${p.at}-${i}`}
            cx={xs[i]}
            cy={y(p.value)}
            r={p.judgement === 'fail' ? 5 : 3.5}
            fill={p.judgement === 'fail' ? '#cf1322' : '#fff'}
            stroke={p.judgement === 'fail' ? '#cf1322' : '#00604f'}
            strokeWidth={1.5}
            data-judgement={p.judgement}
          >
            <title>{`${p.at.slice(0, 10)} 批号 ${p.batchNo}${p.supplier ? `（${p.supplier}）` : ''}：${p.value}${unit}，${JUDGEMENT_LABELS[p.judgement]}`}</title>
          </circle>
        ))}
      </svg>
      <ChartTable
        caption={caption}
        head={['报告日期 · 批号', `检测值（${unit || '无单位'}）`]}
        rows={points.map((p, i) => [`${p.at.slice(0, 10)} · ${p.batchNo} · ${i + 1}`, `${p.value}（${JUDGEMENT_LABELS[p.judgement]}）`])}
      />
    </figure>
  );
}

