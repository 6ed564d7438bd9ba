import { useSearchParams } from 'react-router';
import { formatDate } from '@tcm/shared';
import { Tabs } from '@/components/lite/tabs/tabs';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useProtocol, type ProtocolCode } from '@/features/content/api/get-protocol';
import { QueryState } from '@/components/query-state/query-state';
import { RichContent } from '@/features/content/components/rich-content';
import styles from './protocol.module.css';

const TABS: { code: ProtocolCode; label: string }[] = [
  { code: 'terms', label: '服务协议' },
  { code: 'privacy', label: '隐私政策' },
  { code: 'rules', label: '平台规则' },
  { code: 'legal', label: '法律声明' },
];

function ProtocolBody({ code }: { code: ProtocolCode }) {
  const { data, isPending, isError } = useProtocol(code);
  return (
    <QueryState isPending={isPending} isError={isError} rows={12}>
      {data ? (
        <article>
          <h2 className={styles.title}>{data.title}</h2>
          <p className={styles.updated}>更新日期：{formatDate(data.updatedAt, 'YYYY-MM-DD')}</p>
          <RichContent html={data.content} testId="protocol-content" />
        </article>
      ) : null}
    </QueryState>
  );
}

/** 服务协议 (?code= picks a tab): terms, privacy, platform rules, legal statement. */
export default function ProtocolPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const requested = params.get('code');
  const active = TABS.find((t) => t.code === requested)?.code ?? 'terms';
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <Tabs
          aria-label="协议类别"
          activeKey={active}
          onChange={(code) => setParams(code === 'terms' ? {} : { code }, { replace: true })}
          items={TABS.map((t) => ({ key: t.code, label: t.label, children: <ProtocolBody code={t.code} /> }))}
        />
      </div>
    </section>
  );
}
