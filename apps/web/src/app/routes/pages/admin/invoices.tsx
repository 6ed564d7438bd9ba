import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { AdminInvoiceList } from '@/features/invoices/components/admin-invoice-list';
import styles from './admin-page.module.css';

/** 运营 · 发票管理 (issue #23): every institution's invoices — 待开票, 已开票, 已红冲 — and their e-invoices. */
export default function AdminInvoicesPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <p className={styles.note}>发票由检测机构开具和红冲，运营人员在此查看各机构的开票情况并下载电子发票；订单号链接到该订单的留言记录。</p>
        <AdminInvoiceList orderHref={paths.adminOrderMessages.getHref} />
      </div>
    </section>
  );
}
