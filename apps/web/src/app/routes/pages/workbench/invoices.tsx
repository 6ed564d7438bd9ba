import { INVOICE_STATUS } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { InvoiceListView } from '@/features/invoices/components/invoice-list-view';
import styles from './workbench-page.module.css';

/** 工作台 · 发票管理 (issue #23): the invoice queue — 待开票 first (amount = the order's paid amount), 已开票, 已红冲. */
export default function WorkbenchInvoicesPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <p className={styles.note}>开票金额为订单实付金额（扣除退款）。开具时上传电子发票（PDF或OFD）并填写发票号码和开票日期；开错的发票只能红冲后重开，不能修改。</p>
        <InvoiceListView viewer="institution" orderHref={paths.workbenchOrderDetail.getHref} initialStatus={INVOICE_STATUS.REQUESTED} />
      </div>
    </section>
  );
}
