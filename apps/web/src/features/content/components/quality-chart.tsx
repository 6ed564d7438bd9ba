import type { QualityStaticData } from '@tcm/shared';
import styles from './home.module.css';

type Month = QualityStaticData['monthly'][number];

const W = 720;
const H = 260;
const PAD = { top: 24, right: 48, bottom: 32, left: 52 };
const RATE_MIN = 80;
const RATE_MAX = 100;

function niceMax(n: number): number {
  if (n <= 0) return 1;
  const step = 10 ** Math.floor(Math.log10(n));
  return Math.ceil(n / step) * step;
}

/**
 * Monthly test batches (bars, left axis) and qualified rate (line, right
 * axis, 80–100 %). A small hand-drawn SVG: the home page does not carry a
 * charting library for one chart.
 */
export function QualityChart({ monthly }: { monthly: Month[] }) {
  if (monthly.length === 0) return null;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const maxBatches = niceMax(Math.max(...monthly.map((m) => m.batches)));
  const slot = plotW / monthly.length;
  const barW = Math.min(28, slot * 0.5);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const yBatches = (v: number) => PAD.top + plotH - (v / maxBatches) * plotH;
  const clampRate = (r: number) => Math.min(RATE_MAX, Math.max(RATE_MIN, r));
  const yRate = (r: number) => PAD.top + plotH - ((clampRate(r) - RATE_MIN) / (RATE_MAX - RATE_MIN)) * plotH;
  const line = monthly.map((m, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${yRate(m.qualifiedRate).toFixed(1)}`).join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1];

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="近12个月抽检批次与合格率" data-testid="quality-chart">
        {ticks.map((t) => {
          const y = PAD.top + plotH - t * plotH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} stroke="#e8ecea" />
              <text x={PAD.left - 8} y={y + 4} textAnchor="end" className={styles.axisText}>
                {Math.round(maxBatches * t)}
              </text>
              <text x={W - PAD.right + 8} y={y + 4} className={styles.axisText}>
                {RATE_MIN + (RATE_MAX - RATE_MIN) * t}%
              </text>
            </g>
          );
        })}
        {monthly.map((m, i) => (
          <g key={m.month}>
            <rect x={x(i) - barW / 2} y={yBatches(m.batches)} width={barW} height={PAD.top + plotH - yBatches(m.batches)} rx={3} fill="#7fb3a8">
              <title>{`${m.month}：${m.batches} 批，合格率 ${m.qualifiedRate}%`}</title>
            </rect>
            <text x={x(i)} y={H - 10} textAnchor="middle" className={styles.axisText}>
              {m.month.slice(5)}月
            </text>
          </g>
        ))}
        <path d={line} fill="none" stroke="#e6b422" strokeWidth={2.5} />
        {monthly.map((m, i) => (
          <circle key={m.month} cx={x(i)} cy={yRate(m.qualifiedRate)} r={3.5} fill="#fff" stroke="#e6b422" strokeWidth={2} />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendBar} /> 抽检批次（批）
        <span className={styles.legendLine} /> 合格率（%）
      </figcaption>
    </figure>
  );
}
