import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@tcm/shared';
import { BarChart } from '@/components/charts/bar-chart';
import { DashboardCharts } from './dashboard-charts';
import { DashboardFigures } from './dashboard-figures';
import { LineChart } from '@/components/charts/line-chart';

afterEach(() => cleanup());

const DASHBOARD: AdminDashboard = {
  ordersByStatus: [
    { status: 1, statusName: '待审核', count: 3 },
    { status: 8, statusName: '已完成', count: 12 },
  ],
  turnoverFen: 12_345_678,
  newMembers: [
    { date: '2026-03-01', count: 2 },
    { date: '2026-03-02', count: 0 },
    { date: '2026-03-03', count: 5 },
  ],
  months: [
    { month: '2025-12', orders: 28, turnoverFen: 3_810_800 },
    { month: '2026-01', orders: 25, turnoverFen: 2_684_650 },
    { month: '2026-02', orders: 10, turnoverFen: 1_712_400 },
  ],
  institutions: { listed: 7, total: 9 },
  pending: { settlements: 1, realNames: 2, evaluations: 0, qualityInfos: 4, products: 6 },
};

describe('dashboard charts', () => {
  it('draws one bar per category, each titled with its figure, and names the chart with the total', () => {
    const { container } = render(<BarChart title="各状态订单数" unit="单" rows={DASHBOARD.ordersByStatus.map((o) => ({ label: o.statusName, value: o.count }))} />);
    expect(screen.getByRole('img', { name: '各状态订单数：共 15 单' })).toBeTruthy();
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((b) => b.querySelector('title')?.textContent)).toEqual(['待审核：3 单', '已完成：12 单']);
    // Bars start at the axis origin, so 12 is drawn four times as long as 3.
    expect(Number(bars[1]!.getAttribute('width')) / Number(bars[0]!.getAttribute('width'))).toBeCloseTo(4);
    const table = screen.getByRole('table', { name: '各状态订单数' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['类别数量（单）', '待审核3', '已完成12']);
  });

  it('draws the daily line with a dot per day and the same figures in a table', () => {
    const { container } = render(<LineChart title="近30天每日新增会员" unit="人" days={DASHBOARD.newMembers} />);
    expect(screen.getByRole('img', { name: '近30天每日新增会员：共 7 人' })).toBeTruthy();
    expect([...container.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual(['2026-03-01：2 人', '2026-03-02：0 人', '2026-03-03：5 人']);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });
});

describe('the twelve months', () => {
  it('draws orders and turnover per month, labelled by month, turnover in whole yuan', () => {
    const { container } = render(<DashboardCharts d={DASHBOARD} />);
    expect(screen.getByRole('img', { name: '近12个月每月订单数：共 63 单' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '近12个月每月成交额：共 82,079 元' })).toBeTruthy();
    const turnover = container.querySelector('[data-testid="months-turnover-chart"]')!;
    expect([...turnover.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual(['2025-12：38,108 元', '2026-01：26,847 元', '2026-02：17,124 元']);
    expect([...turnover.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t?.endsWith('月'))).toEqual(['12月', '1月', '2月']);
  });
});

describe('dashboard figures', () => {
  it('shows turnover in yuan and links every pending count to its queue', () => {
    render(<MemoryRouter><DashboardFigures d={DASHBOARD} /></MemoryRouter>);
    expect(screen.getByTestId('dashboard-figures').textContent).toContain('¥123,456.78');
    expect(screen.getByTestId('dashboard-figures').textContent).toContain('7/ 9 家');
    const links = within(screen.getByRole('list', { name: '待处理事项' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['入驻审核1待处理', '/admin/settlements'],
      ['实名审核2待处理', '/admin/realname'],
      ['评价审核0待处理', '/admin/evaluations'],
      ['质检申请4待处理', '/admin/quality'],
      ['商品审核6待处理', '/admin/products'],
    ]);
  });
});
