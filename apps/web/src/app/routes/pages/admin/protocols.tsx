import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './admin-page.module.css';

/** Issue #11: 协议管理 — reserved; its owner fills this page in. */
export default function AdminProtocolsPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body} />
    </section>
  );
}
