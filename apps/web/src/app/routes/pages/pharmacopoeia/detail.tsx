import { useNavigate, useSearchParams } from 'react-router';
import type { MonographDetail } from '@tcm/shared';
import { paths } from '@/config/paths';
import { BackButton } from '@/components/detail-page/back-button';
import { Button } from '@/components/lite/button/button';
import { Empty } from '@/components/lite/empty/empty';
import { LiteIcon } from '@/components/lite/icon/icon';
import { experimentOutlined } from '@/components/lite/icon/icon-paths';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMonograph } from '@/features/lookup/api/get-monograph';
import { MonographDocument } from '@/features/lookup/components/monograph-document';
import { MonographHeader } from '@/features/lookup/components/monograph-header';
import { positiveIntParam } from '@/lib/query-params';
import frame from '../lookup-page.module.css';

const NO_MONOGRAPH_TEXT = '未找到该药典品种';

/** /detection with this monograph's variety and its checks (of the edition shown), which the page turns into test items. */
const orderChecksHref = (m: MonographDetail) =>
  `${paths.detection.path}?${new URLSearchParams({ variety: m.name, checks: [...new Set(m.checks.map((c) => c.item))].join('|') }).toString()}`;

/** 药典详情 ?id=: one monograph — names, edition, sections, checks and what changed between editions. */
export default function PharmacopoeiaDetailPage() {
  const { title } = useRouteMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveIntParam(params.get('id'));
  const { data, isPending, isError, error } = useMonograph(id);

  return (
    <section className={frame.card}>
      <PageHeading
        title={title}
        extra={
          <>
            {data && data.checks.length > 0 ? (
              <Button kind="primary" icon={<LiteIcon d={experimentOutlined} />} onClick={() => void navigate(orderChecksHref(data))} data-testid="order-monograph-checks">
                按本品种检测项目下单
              </Button>
            ) : null}
            <BackButton className={frame.back} />
          </>
        }
      />
      <div className={frame.detailBody}>
        {id === null ? (
          <Empty description={NO_MONOGRAPH_TEXT} />
        ) : isError ? (
          <Empty description={error.message || NO_MONOGRAPH_TEXT} />
        ) : (
          <QueryState isPending={isPending} isError={false} rows={14}>
            {data ? (
              <div data-testid="monograph">
                <MonographHeader monograph={data} />
                <MonographDocument monograph={data} />
              </div>
            ) : null}
          </QueryState>
        )}
      </div>
    </section>
  );
}
