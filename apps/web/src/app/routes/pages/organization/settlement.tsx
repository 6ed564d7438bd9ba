import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { SettleApplicationReceipt } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { SettlementForm } from '@/features/institutions/components/settlement-form';
import styles from './organization-page.module.css';

/** The receipt (with the progress lookup) shows only after a submission: its own chunk. */
const SettlementReceipt = lazy(() => import('@/features/institutions/components/settlement-receipt').then((m) => ({ default: m.SettlementReceipt })));

/** 检测机构入驻 (entered with a full page load, §2): the application, then its receipt and lookup. */
export default function OrganizationSettlementPage() {
  const { title } = useRouteMeta();
  const [done, setDone] = useState<{ receipt: SettleApplicationReceipt; unifyCode: string; mobile: string } | null>(null);

  return (
    <section className={styles.card}>
      <PageHeading title={title} extra={<Link to={paths.organizationIntroduce.getHref()}>入驻须知与进度查询</Link>} />
      {done ? (
        <Suspense fallback={null}>
          <SettlementReceipt receipt={done.receipt} unifyCode={done.unifyCode} mobile={done.mobile} />
        </Suspense>
      ) : (
        <SettlementForm
          onSubmitted={(receipt, values) => {
            setDone({ receipt, unifyCode: values.unifyCode, mobile: values.mobile });
            window.scrollTo(0, 0);
          }}
        />
      )}
    </section>
  );
}
