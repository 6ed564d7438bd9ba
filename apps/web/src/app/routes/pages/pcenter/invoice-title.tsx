import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { InvoiceTitlesView } from '@/features/invoices/components/invoice-titles-view';
import styles from './collect.module.css';

/** 发票抬头 (issue #23): the invoice titles I keep to pick when I ask for an invoice. */
export default function PcenterInvoiceTitlePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <InvoiceTitlesView />
      </div>
    </section>
  );
}
