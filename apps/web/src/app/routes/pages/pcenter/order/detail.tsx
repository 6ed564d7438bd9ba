import { useNavigate, useSearchParams } from 'react-router';
import { Button, Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetailView } from '@/features/orders/components/order-detail-view';
import { OrderResultsBlock } from '@/features/results/components/order-results-block';
import { OrderThread } from '@/features/order-messages/components/order-thread';
import { InvoiceBlock } from '@/features/invoices/components/invoice-block';
import { ORDER_STATUS } from '@tcm/shared';
import styles from '../collect.module.css';

/** The report is out: its results can be read. */
const ISSUED: readonly number[] = [ORDER_STATUS.COMPLETED, ORDER_STATUS.PENDING_SAMPLE_RETURN];

/** 订单详情 ?id=: every field of one of my orders, its amounts, timeline, contract, vouchers, logistics, report and messages. */
export default function PcenterOrderDetailPage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const order = useOrder(id);

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
            返回
          </Button>
        }
      />
      <div className={styles.body}>
        {id === null || order.isError ? (
          <Empty description={order.error?.message || '订单不存在或不属于当前账号'} />
        ) : (
          <QueryState isPending={order.isPending} isError={false} rows={12}>
            {order.data ? (
              <OrderDetailView
                order={order.data}
                results={<OrderResultsBlock orderId={order.data.id} issued={ISSUED.includes(order.data.status)} />}
                messages={<OrderThread viewer="member" orderId={order.data.id} />}
                invoices={<InvoiceBlock viewer="member" orderId={order.data.id} checkoutInvoice={order.data.invoice} />}
              />
            ) : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
