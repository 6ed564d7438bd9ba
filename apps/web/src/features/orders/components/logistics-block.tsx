import { Empty, Skeleton, Timeline } from 'antd';
import { formatDate, SHIPMENT_DIRECTION } from '@tcm/shared';
import { useLogistics } from '../api/get-real-time-logistics';
import styles from './orders.module.css';

/** §4 real-time logistics: each shipment (samples out, sample back) with its tracking events, newest first. */
export function LogisticsBlock({ orderId, hasShipments }: { orderId: number; hasShipments: boolean }) {
  const tracks = useLogistics(orderId, hasShipments);
  if (!hasShipments) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />;
  if (tracks.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (tracks.isError) return <p className={styles.error}>{tracks.error.message}</p>;
  return (
    <div data-testid="logistics">
      {tracks.data.map(({ shipment, events }) => (
        <div key={shipment.id} className={styles.group}>
          <div className={styles.groupHead}>
            {shipment.direction === SHIPMENT_DIRECTION.TO_INSTITUTION ? '送检样品' : '回寄样品'}：{shipment.courier} {shipment.trackingNo}
            <span>{formatDate(shipment.createdAt, 'YYYY-MM-DD HH:mm')}</span>
          </div>
          {events.length === 0 ? (
            <p className={styles.hint}>已登记快递单号，暂无物流轨迹</p>
          ) : (
            <Timeline
              style={{ marginTop: 12 }}
              items={events.map((e) => ({ content: [formatDate(e.time, 'YYYY-MM-DD HH:mm'), e.place, e.description].join('  ') }))}
            />
          )}
        </div>
      ))}
    </div>
  );
}
