import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { SmsSettingsForm } from '@/features/notices/components/sms-settings-form';
import styles from './notice-page.module.css';

/** 个人中心 · 短信提醒设置 (issue #22): which order events also reach the member's phone. */
export default function PcenterSmsSettingsPage() {
  const { title } = useRouteMeta();
  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={<Link to={paths.pcenterNotice.path}>返回消息中心</Link>} />
      <div className={styles.body}>
        <SmsSettingsForm />
      </div>
    </section>
  );
}
