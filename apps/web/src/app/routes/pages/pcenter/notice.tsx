import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { NoticeCenter } from '@/features/notices/components/notice-center';
import styles from './notice-page.module.css';

/** 个人中心 · 消息中心 ?kind=&unread=&pageNum= (issue #22): the member's notifications; the SMS switches one click away. */
export default function PcenterNoticePage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={<Link to={paths.pcenterSmsSettings.path}>短信提醒设置</Link>} />
      <div className={styles.body}>
        <NoticeCenter scope="member" />
      </div>
    </section>
  );
}
