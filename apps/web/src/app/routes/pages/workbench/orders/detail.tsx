import { Link, useSearchParams } from 'react-router';
import { Empty } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { OrderDetailView } from '@/features/orders/components/order-detail-view';
import { useInstitutionOrder } from '@/features/workbench/api/get-order';
import { ReportsBlock } from '@/features/workbench/components/reports-block';
import { WorkbenchResultsBlock } from '@/features/results/components/workbench-results-block';
import { RESULTS_VIEW } from '@/features/results/hrefs';
import { WorkbenchOrderResults } from './results';
import { ShipmentsBlock } from '@/features/workbench/components/shipments-block';
import { WorkbenchActions } from '@/features/workbench/components/workbench-actions';
import { PaymentsBlock } from '@/features/workbench/components/payments-block';
import { OrderThread } from '@/features/order-messages/components/order-thread';
import { InvoiceBlock } from '@/features/invoices/components/invoice-block';
import styles from '../workbench-page.module.css';

/** 工作台 · 订单详情 ?id=: the member's order view, with the institution's buttons, shipments (tracking events) and, once issued, its reports to replace or revoke. */
export default function WorkbenchOrderDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const order = useInstitutionOrder(id !== null && params.get('view') !== RESULTS_VIEW ? id : null);
  if (id !== null && params.get('view') === RESULTS_VIEW) return <WorkbenchOrderResults id={id} />;

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Link to={paths.workbenchOrders.path}>
            <ArrowLeftOutlined /> 返回订单列表
          </Link>
        }
      />
      <div className={styles.body}>
        {id === null || order.isError ? (
          <Empty description={order.error?.message || '订单不存在或不属于本机构'} />
        ) : (
          <QueryState isPending={order.isPending} isError={false} rows={12}>
            {order.data ? (
              <OrderDetailView
                  order={order.data}
                  viewer="institution"
                  actions={<WorkbenchActions order={order.data} size="middle" />}
                  logistics={<ShipmentsBlock orderId={order.data.id} shipments={order.data.shipments} />}
                  reports={<ReportsBlock orderId={order.data.id} />}
                  results={<WorkbenchResultsBlock orderId={order.data.id} status={order.data.status} />}
                  messages={<OrderThread viewer="institution" orderId={order.data.id} />}
                  invoices={<InvoiceBlock viewer="institution" orderId={order.data.id} />}
                  payment={<PaymentsBlock orderId={order.data.id} status={order.data.status} />}
                />
            ) : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
