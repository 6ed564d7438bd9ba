import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHIPMENT_DIRECTION, type LogisticsTrack, type Shipment } from '@tcm/shared';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { queryTrackingEventsQueryOptions } from '../api/query-tracking-events';
import { ShipmentsBlock } from './shipments-block';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shipment = (id: number, direction: Shipment['direction'], trackingNo: string): Shipment => ({
  id,
  direction,
  courier: '顺丰速运',
  courierCode: 'shunfeng',
  trackingNo,
  state: null,
  stateName: null,
  createdAt: '2026-03-01T02:00:00.000Z',
});
const sent = shipment(1, SHIPMENT_DIRECTION.TO_INSTITUTION, 'SF001');
const back = shipment(2, SHIPMENT_DIRECTION.BACK_TO_MEMBER, 'SF002');

function renderBlock(tracks: LogisticsTrack[]) {
  stubAntdBrowserApis();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryTrackingEventsQueryOptions(7).queryKey, tracks);
  render(
    <QueryClientProvider client={client}>
      <App>
        <ShipmentsBlock orderId={7} shipments={[sent, back]} />
      </App>
    </QueryClientProvider>,
  );
}

describe('ShipmentsBlock', () => {
  it('shows each shipment with the events recorded on it, and 添加物流节点 on each', () => {
    renderBlock([
      { shipment: sent, provider: 'recorded', events: [{ time: '2026-03-02T02:30:00.000Z', place: '杭州转运中心', description: '快件已到达杭州转运中心', source: 'recorded' }] },
      { shipment: back, provider: 'recorded', events: [] },
    ]);
    const block = screen.getByTestId('shipments');
    expect(within(block).getByText('快件已到达杭州转运中心')).toBeTruthy();
    expect(within(block).getByText(/暂无物流节点/)).toBeTruthy();
    expect(within(block).getAllByRole('button', { name: '添加物流节点' })).toHaveLength(2);
  });
});
