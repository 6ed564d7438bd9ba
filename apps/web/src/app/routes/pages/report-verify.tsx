import { useSearchParams } from 'react-router';
import { Empty } from '@/components/lite/empty/empty';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useReportVerification } from '@/features/orders/api/verify-report';
import { VerifyResult } from '@/features/orders/components/verify-result';
import styles from './commerce-page.module.css';

/** 报告验证 ?code= (public; printed reports carry its QR code): genuine and valid, replaced, or revoked. No antd (issue #18). */
export default function ReportVerifyPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const result = useReportVerification(code);

  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={`${styles.body} ${styles.narrow}`}>
        <p className={styles.lead}>输入检测报告上的12位验证码（或扫描报告上的二维码），核验报告真伪与当前有效性。</p>
        <SearchInput
          key={code ?? ''}
          defaultValue={code ?? ''}
          placeholder="如 AB12-CD34-EF56"
          buttonText="验 证"
          size="large"
          maxLength={20}
          onSearch={(v) => setParams(v.trim() ? { code: v.trim() } : {})}
          ariaLabel="报告验证码"
        />
        <div style={{ marginTop: 24 }}>
          {!code ? null : result.isPending ? (
            <Skeleton rows={5} />
          ) : result.isError ? (
            <div data-testid="verify-missing">
              <Empty description={result.error.message || '未找到该验证码对应的报告，请核对后重试'} />
            </div>
          ) : (
            <VerifyResult report={result.data} />
          )}
        </div>
      </div>
    </section>
  );
}
