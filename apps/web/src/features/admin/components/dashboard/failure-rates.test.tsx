import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminFailureRates } from '@tcm/shared';
import { FailureRates } from './failure-rates';

afterEach(() => cleanup());

const month = (m: string, judged: number, failed: number) => ({ month: m, judged, failed, rate: judged ? failed / judged : null });
const RATES: AdminFailureRates = {
  overall: { judged: 1200, failed: 90, rate: 0.075 },
  months: [month('2025-12', 0, 0), month('2026-01', 400, 40), month('2026-02', 800, 50)],
  byItem: [
    { name: '二氧化硫残留量', judged: 200, failed: 30, rate: 0.15 },
    { name: '水分', judged: 600, failed: 36, rate: 0.06 },
  ],
  byVariety: [{ name: '黄芪', judged: 1200, failed: 90, rate: 0.075 }],
  minJudged: 20,
  top: 10,
  unranked: { items: 3, varieties: 0 },
  computedAt: '2026-02-10T02:00:00.000Z',
};

describe('the failure-rate block', () => {
  it('shows the overall rate, a line per month and the two ranked lists, each with its table', () => {
    const { container } = render(<FailureRates d={RATES} />);
    expect(screen.getByRole('heading', { name: '近12个月检测不合格率' })).toBeTruthy();
    expect(screen.getByTestId('failure-rate-overall').textContent).toBe('7.5%');
    expect(screen.getByRole('img', { name: '近12个月每月检测不合格率：合计 7.5%' })).toBeTruthy();
    const line = container.querySelector('[data-testid="failure-rate-months"]')!;
    expect([...line.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual(['2025-12：0%', '2026-01：10%', '2026-02：6.3%']);
    const months = screen.getByRole('table', { name: '近12个月每月检测不合格率' });
    expect(within(months).getAllByRole('row').map((r) => r.textContent)).toEqual(['月份不合格率不合格项次判定项次', '2025-12—00', '2026-0110.0%40400', '2026-026.3%50800']);

    const items = screen.getByRole('img', { name: '近12个月检测不合格率（按检测项目）：最高 二氧化硫残留量 15.0%' });
    expect([...items.querySelectorAll('rect title')].map((t) => t.textContent)).toEqual([
      '二氧化硫残留量：不合格率 15.0%（不合格 30 / 判定 200 项次）',
      '水分：不合格率 6.0%（不合格 36 / 判定 600 项次）',
    ]);
    // Bars from the axis origin: 15 % is drawn two and a half times as long as 6 %.
    const [a, b] = [...items.querySelectorAll('rect')].map((r) => Number(r.getAttribute('width')));
    expect(a! / b!).toBeCloseTo(2.5);
    const table = screen.getByRole('table', { name: '近12个月检测不合格率（按检测项目）' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['检测项目不合格率不合格项次判定项次', '二氧化硫残留量15.0%30200', '水分6.0%36600']);
    expect(within(screen.getByRole('table', { name: '近12个月检测不合格率（按品种）' })).getAllByRole('row')).toHaveLength(2);
  });

  it('says so when nothing was judged, or too little to rank', () => {
    const empty = { ...RATES, overall: { judged: 3, failed: 1, rate: 1 / 3 }, byItem: [], byVariety: [] };
    render(<FailureRates d={empty} />);
    expect(screen.getByRole('img', { name: '近12个月检测不合格率（按检测项目）：暂无判定满20项次的检测项目' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '近12个月检测不合格率（按品种）：暂无判定满20项次的品种' })).toBeTruthy();
    cleanup();
    render(<FailureRates d={{ ...empty, overall: { judged: 0, failed: 0, rate: null } }} />);
    expect(screen.getByTestId('failure-rate-overall').textContent).toBe('—');
    expect(screen.getByText('近12个月暂无判定为符合或不符合的检测结果。')).toBeTruthy();
  });

  it('holds each chart’s place while the figures load', () => {
    const { container } = render(<FailureRates d={undefined} />);
    expect(screen.getByRole('heading', { name: '近12个月检测不合格率' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelectorAll('section section > div')).toHaveLength(3);
  });
});
