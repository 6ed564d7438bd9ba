import { useState } from 'react';
import { Button, Empty, Table, Timeline } from 'antd';
import { formatDate, SHIPMENT_DIRECTION, type Shipment, type TrackingEvent } from '@tcm/shared';
import { EventSourceTag, ShipmentStateTag } from '@/components/logistics/shipment-state-tag';
import { useTrackingEvents } from '../api/query-tracking-events';
import { TrackingEventDialog } from './tracking-event-dialog';
import styles from './workbench.module.css';

const directionName = (s: Shipment) => (s.direction === SHIPMENT_DIRECTION.TO_INSTITUTION ? '送检样品' : '回寄样品');

function EventList({ events, loading }: { events: readonly TrackingEvent[] | undefined; loading: boolean }) {
  if (!events) return <span className={styles.hint}>{loading ? '物流节点加载中…' : '物流节点加载失败'}</span>;
  if (events.length === 0) return <span className={styles.hint}>暂无物流节点，可点击“添加物流节点”录入</span>;
  return (
    <Timeline
      className={styles.events}
      items={events.map((e, i) => ({
        color: i === 0 ? '#00604f' : 'gray',
        content: (
          <>
            <span className={styles.hint}>{formatDate(e.time, 'YYYY-MM-DD HH:mm')}</span> {e.place} <EventSourceTag source={e.source} />
            <div>{e.description}</div>
          </>
        ),
      }))}
    />
  );
}

/**
 * The order's shipments, each with its stored tracking events (newest first: the ones we recorded
 * and the courier aggregator's pushes, issue #22, as the member's logistics view shows them), its
 * latest state, and 添加物流节点.
 */
export function ShipmentsBlock({ orderId, shipments }: { orderId: number; shipments: readonly Shipment[] }) {
  const [open, setOpen] = useState<Shipment | null>(null);
  const tracks = useTrackingEvents(orderId);
  if (shipments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />;
  const eventsOf = (id: number) => tracks.data?.find((t) => t.shipment.id === id)?.events;
  return (
    <>
      <Table<Shipment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...shipments]}
        data-testid="shipments"
        expandable={{ defaultExpandAllRows: true, expandedRowRender: (s) => <EventList events={eventsOf(s.id)} loading={tracks.isPending} /> }}
        columns={[
          { title: '类型', key: 'dir', render: (_, s) => directionName(s) },
          { title: '快递公司', dataIndex: 'courier' },
          { title: '快递单号', dataIndex: 'trackingNo' },
          { title: '物流状态', key: 'state', render: (_, s) => (s.stateName ? <ShipmentStateTag shipment={s} /> : '—') },
          { title: '登记时间', key: 't', render: (_, s) => formatDate(s.createdAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'a',
            render: (_, s) => (
              <Button size="small" type="link" onClick={() => setOpen(s)}>
                添加物流节点
              </Button>
            ),
          },
        ]}
      />
      {open ? <TrackingEventDialog shipmentId={open.id} title={`${directionName(open)} ${open.trackingNo}`} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
