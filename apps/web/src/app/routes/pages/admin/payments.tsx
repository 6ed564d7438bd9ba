import { useSearchParams } from 'react-router';
import { beijingToday } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { AdminPaymentsView } from '@/features/payments/components/admin-payments-view';
import styles from './admin-page.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 运营 · 支付对账 ?day= (issue #23): a Beijing day's online payments and refunds, and its 对账单 (.xlsx); today by default. */
export default function AdminPaymentsPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) ? asked : beijingToday();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <p className={styles.note}>对账单逐笔列出本平台的在线支付记录，与支付平台异步通知报告的金额核对（一致/不一致），并附退款记录。支付宝、微信支付的官方对账单暂未自动下载。</p>
        <AdminPaymentsView key={day} day={day} onDay={(d) => setParams({ day: d })} orderHref={paths.adminOrderMessages.getHref} />
      </div>
    </section>
  );
}
