import { useState } from 'react';
import { Button, Empty, Table } from 'antd';
import { formatDate, SHIPMENT_DIRECTION, type Shipment } from '@tcm/shared';
import { TrackingEventDialog } from './tracking-event-dialog';

const directionName = (s: Shipment) => (s.direction === SHIPMENT_DIRECTION.TO_INSTITUTION ? '送检样品' : '回寄样品');

/** The order's shipments, each with 添加物流轨迹 (the events the member's logistics view shows). */
export function ShipmentsBlock({ shipments }: { shipments: readonly Shipment[] }) {
  const [open, setOpen] = useState<Shipment | null>(null);
  if (shipments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />;
  return (
    <>
      <Table<Shipment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...shipments]}
        data-testid="shipments"
        columns={[
          { title: '类型', key: 'dir', render: (_, s) => directionName(s) },
          { title: '快递公司', dataIndex: 'courier' },
          { title: '快递单号', dataIndex: 'trackingNo' },
          { title: '登记时间', key: 't', render: (_, s) => formatDate(s.createdAt, 'YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            key: 'a',
            render: (_, s) => (
              <Button size="small" type="link" onClick={() => setOpen(s)}>
                添加物流轨迹
              </Button>
            ),
          },
        ]}
      />
      {open ? <TrackingEventDialog shipmentId={open.id} title={`${directionName(open)} ${open.trackingNo}`} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
