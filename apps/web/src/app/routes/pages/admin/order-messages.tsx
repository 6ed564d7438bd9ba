import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { useRouteMeta } from '@/app/routes/route-meta';
import { AdminOrderThread } from '@/features/order-messages/components/admin-order-thread';
import styles from './admin-page.module.css';

/** 运营 · 订单留言 ?orderNo=: any order's thread between its member and institution, read-only; each read is audited. */
export default function AdminOrderMessagesPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() || null;
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <SearchInput
          key={orderNo ?? ''}
          defaultValue={orderNo ?? ''}
          ariaLabel="订单号"
          placeholder="输入完整订单号，如 JC20261121…"
          buttonText="查看留言"
          maxLength={32}
          className={styles.search}
          onSearch={(value) => setParams(value.trim() ? { orderNo: value.trim() } : {})}
        />
        <AdminOrderThread orderNo={orderNo} />
      </div>
    </section>
  );
}
