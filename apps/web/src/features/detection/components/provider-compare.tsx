import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/lite/button/button';
import { Card } from '@/components/lite/card/card';
import { Empty } from '@/components/lite/empty/empty';
import { Pagination } from '@/components/lite/pagination/pagination';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { Rate } from '@/components/lite/rate/rate';
import { Skeleton } from '@/components/lite/skeleton/skeleton';
import { Table } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { formatFen, QUALIFICATION_FLAG, QUALIFICATION_FLAG_LABELS, type ProvideCompany, type ProvideSort, type QualificationFlag, type TestService } from '@tcm/shared';
import { paths } from '@/config/paths';
import { useProvideCompanies } from '../api/query-provide-company';
import { SampleCount } from './sample-count';
import type { TestChoice } from './test-picker';
import styles from './detection.module.css';

const PAGE_SIZE = 5;
const QUALIFICATIONS = [
  { value: 0, label: '不限' },
  { value: QUALIFICATION_FLAG.CMA, label: 'CMA' },
  { value: QUALIFICATION_FLAG.CNAS, label: 'CNAS' },
] as const;
const SORTS: readonly { value: ProvideSort; label: string }[] = [
  { value: 'rating', label: '评分优先' },
  { value: 'price', label: '价格最低' },
  { value: 'period', label: '周期最短' },
];
/** antd's Rate (allowHalf) shows any fraction of a star as half a star: 4.7 → 4.5. */
const halfStarsDown = (rating: number) => Math.floor(rating * 2) / 2;
const longest = (p: ProvideCompany) => Math.max(0, ...p.services.map((s) => s.periodDays));

/** Step 2 of 送检: the institutions able to test the whole choice, compared on price, period and qualification. */
export function ProviderCompare({ choice, onAdd, onSampleSheet }: { choice: TestChoice; onAdd: (services: TestService[], sampleCount: number) => void; onSampleSheet?: (institution: { id: number; name: string }) => void }) {
  const [qualification, setQualification] = useState<QualificationFlag | 0>(0);
  const [sort, setSort] = useState<ProvideSort>('rating');
  const [pageNum, setPageNum] = useState(1);
  const result = useProvideCompanies({
    testItemIds: choice.itemIds,
    varietyNames: choice.variety ? [choice.variety] : [],
    qualification: qualification || undefined,
    sort,
    pageNum,
    pageSize: PAGE_SIZE,
  });
  // The server sorts every offer, so page 2 continues where page 1 ended.
  const rows = result.data?.list ?? [];

  return (
    <div className={styles.step} data-testid="provider-compare">
      <h2 className={styles.stepTitle}>第二步：比较检测机构并加入购物车</h2>
      <div className={styles.row}>
        <span className={styles.label}>资质要求</span>
        <RadioGroup<QualificationFlag | 0>
          look="outline"
          ariaLabel="资质要求"
          options={QUALIFICATIONS}
          value={qualification}
          onChange={(v) => (setQualification(v), setPageNum(1))}
        />
        <span className={styles.label}>排序</span>
        <RadioGroup<ProvideSort> look="outline" ariaLabel="排序" options={SORTS} value={sort} onChange={(v) => (setSort(v), setPageNum(1))} />
      </div>
      {choice.itemIds.length === 0 && !choice.variety ? (
        <p className={styles.itemMeta}>请先选择检测品种或检测项目</p>
      ) : (
        <>
          {result.isPending ? <Skeleton title={false} rows={6} /> : null}
          {result.isError ? <Empty description={result.error.message || '机构加载失败，请稍后重试'} /> : null}
          {result.isSuccess && rows.length === 0 ? <Empty description="暂无可同时承检所选项目的机构，请减少项目或更换资质要求" /> : null}
          {rows.map((p) => (
            <ProviderCard key={p.institution.id} provider={p} onAdd={onAdd} onSampleSheet={onSampleSheet} />
          ))}
          {(result.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination className={styles.pager} current={pageNum} pageSize={PAGE_SIZE} total={result.data?.total ?? 0} onChange={setPageNum} />
          ) : null}
        </>
      )}
    </div>
  );
}

function ProviderCard({
  provider,
  onAdd,
  onSampleSheet,
}: {
  provider: ProvideCompany;
  onAdd: (services: TestService[], sampleCount: number) => void;
  /** 批量导入样品: many samples for this institution from a sample sheet (issue #21). */
  onSampleSheet?: (institution: { id: number; name: string }) => void;
}) {
  const [count, setCount] = useState(1);
  const { institution, services } = provider;
  return (
    <Card className={styles.provider} size="small" data-testid="provider-card">
      <div className={styles.providerHead}>
        <Link className={styles.providerName} to={`${paths.organizationDetail.path}?id=${institution.id}`}>
          {institution.name}
        </Link>
        {institution.qualifications.map((q) => (
          <Tag key={q} className={styles.tag} color={q === QUALIFICATION_FLAG.CMA ? 'brand' : 'blue'}>
            {QUALIFICATION_FLAG_LABELS[q]}
          </Tag>
        ))}
        <Rate value={halfStarsDown(institution.rating)} style={{ fontSize: 14 }} />
        <span className={styles.itemMeta}>
          {institution.province} {institution.city} · 已完成 {institution.orderCount} 单
        </span>
      </div>
      <Table<TestService>
        className={styles.tableGap}
        size="small"
        rowKey={(s) => s.id}
        rows={services}
        columns={[
          { key: 'item', title: '检测项目', render: (s) => s.testItem.name },
          { key: 'std', title: '检测依据', render: (s) => s.testItem.standard },
          { key: 'price', title: '单价/样', width: 120, render: (s) => formatFen(s.priceFen) },
          { key: 'period', title: '周期', width: 100, render: (s) => `${s.periodDays}个工作日` },
        ]}
      />
      <div className={styles.addBar}>
        <span>
          合计/样 <span className={styles.price}>{formatFen(provider.totalPriceFen)}</span>，最长周期 {longest(provider)} 个工作日
        </span>
        <span>样品数</span>
        <SampleCount value={count} onChange={setCount} />
        <Button kind="primary" onClick={() => onAdd(services, count)}>
          加入购物车
        </Button>
        {onSampleSheet ? (
          <Button kind="default" onClick={() => onSampleSheet({ id: institution.id, name: institution.name })} data-testid="sample-sheet-entry">
            批量导入样品
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
