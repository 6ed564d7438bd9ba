import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { ExamineForm } from '@/features/detection/components/examine-form';
import { useSession } from '@/lib/session';
import styles from './commerce-page.module.css';

/** 送检申请: the quality-inspection application for whoever does not know what to order (§7 addQualityInfo). */
export default function ExaminePage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const company = useSession().userInfo?.companyDto?.companyName ?? '';
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={`${styles.body} ${styles.narrow}`}>
        <p className={styles.lead}>
          不清楚需要检测哪些项目？填写样品与检测目的，平台工作人员将在1个工作日内联系您，推荐合适的检测项目与机构。
        </p>
        <ExamineForm defaults={{ companyName: company }} onDone={() => void navigate(paths.detection.path)} />
      </div>
    </section>
  );
}
