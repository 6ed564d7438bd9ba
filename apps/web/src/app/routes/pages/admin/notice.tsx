import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { NoticeCenter } from '@/features/notices/components/notice-center';
import styles from './admin-page.module.css';

/** 运营 · 消息中心 ?kind=&unread=&pageNum= (issue #22): the platform's queues — applications, real names, evaluations, products waiting for review. */
export default function AdminNoticePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <NoticeCenter scope="operator" />
      </div>
    </section>
  );
}
