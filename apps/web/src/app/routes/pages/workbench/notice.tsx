import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { NoticeCenter } from '@/features/notices/components/notice-center';
import styles from './workbench-page.module.css';

/** 工作台 · 消息中心 ?kind=&unread=&pageNum= (issue #22): what the institution's staff are told — new orders, payments, messages, samples. */
export default function WorkbenchNoticePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <NoticeCenter scope="institution" />
      </div>
    </section>
  );
}
