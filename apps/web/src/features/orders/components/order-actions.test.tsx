import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_ACTION_LABELS, ORDER_LIFECYCLE, ORDER_STATUS, allowedActions, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { memberActions, OrderActions } from './order-actions';

afterEach(() => cleanup());

const STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];
const FACT_CASES: OrderFacts[] = [
  { returnSample: false, hasContract: false, evaluated: false },
  { returnSample: false, hasContract: true, evaluated: false },
  { returnSample: true, hasContract: true, evaluated: true },
];

function buttonsFor(status: OrderStatus, facts: OrderFacts): string[] {
  stubAntdBrowserApis();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <div data-testid="host">
          <OrderActions order={{ id: 1, orderNo: 'D1', status, facts }} />
        </div>
      </App>
    </QueryClientProvider>,
  );
  const host = screen.getByTestId('host');
  const labels = within(host)
    .queryAllByRole('button')
    .map((b) => (b.textContent ?? '').replace(/\s/g, ''));
  cleanup();
  return labels;
}

describe('order action buttons, per status, from the lifecycle table', () => {
  for (const status of STATUSES) {
    for (const facts of FACT_CASES) {
      const expected = allowedActions(status, 'member', facts).map((a) => ORDER_ACTION_LABELS[a].replace(/\s/g, ''));
      it(`status ${status} ${JSON.stringify(facts)} → ${expected.join('、') || 'none'}`, () => {
        expect(buttonsFor(status, facts)).toEqual(expected);
      });
    }
  }

  it('offers every member action of the table somewhere, and never an institution action', () => {
    const memberRows = new Set(ORDER_LIFECYCLE.filter((r) => r.actor === 'member').map((r) => r.action));
    const seen = new Set(STATUSES.flatMap((status) => FACT_CASES.flatMap((facts) => memberActions({ id: 1, orderNo: 'x', status, facts }))));
    expect(seen).toEqual(memberRows);
  });

  it('spot checks: a paid order waits, a rejected one can be resubmitted or nothing else, a completed one is evaluated once', () => {
    const f = FACT_CASES[1]!;
    expect(buttonsFor(ORDER_STATUS.PENDING_PAYMENT_CONFIRM, f)).toEqual([]);
    expect(buttonsFor(ORDER_STATUS.REVIEW_REJECTED, f)).toEqual(['修改并重新提交']);
    expect(buttonsFor(ORDER_STATUS.COMPLETED, f)).toEqual(['评价']);
    expect(buttonsFor(ORDER_STATUS.COMPLETED, { ...f, evaluated: true })).toEqual([]);
    expect(buttonsFor(ORDER_STATUS.PENDING_CONTRACT, f)).toEqual(['取消订单', '签订合同']);
  });
});
