import { Link } from 'react-router';
import { Result } from 'antd';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './not-found.module.css';

/** /404: where every unknown path lands (§2). */
export default function NotFoundPage() {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或已被移除"
        extra={
          <Link to={paths.home.getHref()} className={styles.homeLink}>
            返回首页
          </Link>
        }
      />
    </section>
  );
}
