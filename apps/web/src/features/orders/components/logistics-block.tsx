import { Empty, Skeleton, Timeline } from 'antd';
import { formatDate, LOGISTICS_SOURCE_LABELS, SHIPMENT_DIRECTION, type LogisticsTrack } from '@tcm/shared';
import { EventSourceTag, ShipmentStateTag } from '@/components/logistics/shipment-state-tag';
import { useLogistics } from '../api/get-real-time-logistics';
import styles from './orders.module.css';

/** Who answered: the courier aggregator (live, and its pushes), or only what is on record. */
function SourceNote({ track }: { track: LogisticsTrack }) {
  const aggregator = track.provider !== 'recorded' ? track.provider : track.events.find((e) => e.source !== 'recorded')?.source;
  if (!aggregator) return null;
  return <p className={styles.hint}>物流轨迹由{LOGISTICS_SOURCE_LABELS[aggregator] ?? aggregator}提供，快递公司的新动态会自动更新。</p>;
}

/**
 * §4 real-time logistics: each shipment (samples out, sample back) with its state and tracking
 * events, newest first — the ones the institution recorded and the courier aggregator's (issue #22).
 */
export function LogisticsBlock({ orderId, hasShipments }: { orderId: number; hasShipments: boolean }) {
  const tracks = useLogistics(orderId, hasShipments);
  if (!hasShipments) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />;
  if (tracks.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (tracks.isError) return <p className={styles.error}>{tracks.error.message}</p>;
  return (
    <div data-testid="logistics">
      {tracks.data.map((track) => {
        const { shipment, events } = track;
        return (
          <div key={shipment.id} className={styles.group}>
            <div className={styles.groupHead}>
              <span>
                {shipment.direction === SHIPMENT_DIRECTION.TO_INSTITUTION ? '送检样品' : '回寄样品'}：{shipment.courier} {shipment.trackingNo} <ShipmentStateTag shipment={shipment} />
              </span>
              <span>{formatDate(shipment.createdAt, 'YYYY-MM-DD HH:mm')}</span>
            </div>
            {events.length === 0 ? (
              <p className={styles.hint}>已登记快递单号，暂无物流轨迹</p>
            ) : (
              <Timeline
                style={{ marginTop: 12 }}
                items={events.map((e, i) => ({
                  color: i === 0 ? '#00604f' : 'gray',
                  content: (
                    <>
                      <span className={styles.hint}>{formatDate(e.time, 'YYYY-MM-DD HH:mm')}</span> {e.place ? <span className={styles.hint}>{e.place}</span> : null} <EventSourceTag source={e.source} />
                      <div>{e.description}</div>
                    </>
                  ),
                }))}
              />
            )}
            <SourceNote track={track} />
          </div>
        );
      })}
    </div>
  );
}
