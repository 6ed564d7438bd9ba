import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { InvoiceListView } from '@/features/invoices/components/invoice-list-view';
import styles from './collect.module.css';

/** 我的发票 (issue #23): my invoices over all my orders, each e-invoice to download. */
export default function PcenterInvoicePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <InvoiceListView viewer="member" orderHref={paths.pcenterOrderDetail.getHref} />
      </div>
    </section>
  );
}
