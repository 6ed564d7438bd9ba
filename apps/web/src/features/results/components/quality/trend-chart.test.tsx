import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QualitySeries, QualitySupplierRate } from '@tcm/shared';
import { valueAxis } from '@/components/charts/chart-geometry';
import { SupplierRates } from './supplier-rates';
import { TrendChart } from './trend-chart';

afterEach(() => cleanup());

const point = (at: string, value: number, judgement: 'pass' | 'fail', max: number | null = 1) => ({ at, value, judgement, batchNo: `B${value}`, supplier: '亳州济和药业有限公司', min: null, max });
const CADMIUM: QualitySeries = {
  key: '重金属|镉|mg/kg',
  label: '重金属及有害元素 · 镉',
  itemName: '重金属及有害元素',
  subject: '镉',
  unit: 'mg/kg',
  omitted: 0,
  points: [point('2026-01-05T02:00:00.000Z', 0.42, 'pass'), point('2026-04-10T02:00:00.000Z', 1.6, 'fail'), point('2026-09-01T02:00:00.000Z', 0.55, 'pass')],
};

describe('质量分析 charts', () => {
  it('draws every value, the limit as one flat dashed line, and marks the 不符合 point', () => {
    render(<TrendChart series={CADMIUM} />);
    const chart = screen.getByTestId('quality-chart');
    const svg = within(chart).getByRole('img');
    expect(svg.getAttribute('aria-label')).toBe('重金属及有害元素 · 镉（mg/kg）：3 个检测值，1 个不符合，限度 ≤1mg/kg');
    const limits = chart.querySelectorAll('[data-testid="quality-limit"]');
    expect(limits).toHaveLength(1);
    // One flat line: both ends at the same height.
    const [, y1, y2] = /^M[\d.]+ ([\d.]+) L[\d.]+ ([\d.]+)$/.exec(limits[0]!.getAttribute('d')!)!.map(Number);
    expect(y1).toBe(y2);
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const failed = chart.querySelectorAll('circle[data-judgement="fail"]');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.getAttribute('fill')).toBe('#cf1322');
    // Read as a table by screen readers.
    expect(within(chart).getByRole('table')).toBeTruthy();
    expect(within(chart).getByText('1.6（不符合）')).toBeTruthy();
  });

  it('steps the limit where it changes (two herbs, two limits) and draws no line without one', () => {
    const water = { ...CADMIUM, key: '水分||%', label: '水分', subject: null, unit: '%', points: [point('2026-01-05T02:00:00.000Z', 9.1, 'pass', 10), point('2026-02-05T02:00:00.000Z', 12.2, 'pass', 15)] };
    const { unmount } = render(<TrendChart series={water} />);
    expect(screen.getByTestId('quality-limit').getAttribute('d')!.split('L')).toHaveLength(4);
    unmount();
    render(<TrendChart series={{ ...water, points: water.points.map((p) => ({ ...p, max: null })) }} />);
    expect(screen.queryByTestId('quality-limit')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('无数值限度');
  });

  it('lists each supplier’s samples and failure rate', () => {
    const rates: QualitySupplierRate[] = [
      { supplier: '安国本元饮片有限公司', judged: 5, failed: 2, rate: 0.4 },
      { supplier: '', judged: 3, failed: 0, rate: 0 },
    ];
    render(<SupplierRates rates={rates} />);
    const rows = within(screen.getByTestId('supplier-rates')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['供应商已判定样品不符合样品不合格率', '安国本元饮片有限公司5240%', '未填写300%']);
  });

  it('has a value axis for small and large figures', () => {
    expect(valueAxis(0.176)).toEqual({ max: 0.2, ticks: [0, 0.05, 0.1, 0.15, 0.2] });
    expect(valueAxis(704)).toEqual({ max: 800, ticks: [0, 200, 400, 600, 800] });
    expect(valueAxis(0)).toMatchObject({ max: 1 });
  });
});
