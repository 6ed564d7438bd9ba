import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Empty, InputNumber, Pagination, Radio, Rate, Skeleton, Table, Tag } from 'antd';
import { formatFen, QUALIFICATION_FLAG, QUALIFICATION_FLAG_LABELS, type ProvideCompany, type ProvideSort, type QualificationFlag, type TestService } from '@tcm/shared';
import { paths } from '@/config/paths';
import { useProvideCompanies } from '../api/query-provide-company';
import type { TestChoice } from './test-picker';
import styles from './detection.module.css';

const PAGE_SIZE = 5;
const longest = (p: ProvideCompany) => Math.max(0, ...p.services.map((s) => s.periodDays));

/** Step 2 of 送检: the institutions able to test the whole choice, compared on price, period and qualification. */
export function ProviderCompare({ choice, onAdd }: { choice: TestChoice; onAdd: (services: TestService[], sampleCount: number) => void }) {
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
        <Radio.Group value={qualification} onChange={(e) => (setQualification(e.target.value as QualificationFlag | 0), setPageNum(1))}>
          <Radio.Button value={0}>不限</Radio.Button>
          <Radio.Button value={QUALIFICATION_FLAG.CMA}>CMA</Radio.Button>
          <Radio.Button value={QUALIFICATION_FLAG.CNAS}>CNAS</Radio.Button>
        </Radio.Group>
        <span className={styles.label}>排序</span>
        <Radio.Group value={sort} onChange={(e) => (setSort(e.target.value as ProvideSort), setPageNum(1))}>
          <Radio.Button value="rating">评分优先</Radio.Button>
          <Radio.Button value="price">价格最低</Radio.Button>
          <Radio.Button value="period">周期最短</Radio.Button>
        </Radio.Group>
      </div>
      {choice.itemIds.length === 0 && !choice.variety ? (
        <p className={styles.itemMeta}>请先选择检测品种或检测项目</p>
      ) : (
        <>
          {result.isPending ? <Skeleton active title={false} paragraph={{ rows: 6 }} /> : null}
          {result.isError ? <Empty description={result.error.message || '机构加载失败，请稍后重试'} /> : null}
          {result.isSuccess && rows.length === 0 ? <Empty description="暂无可同时承检所选项目的机构，请减少项目或更换资质要求" /> : null}
          {rows.map((p) => (
            <ProviderCard key={p.institution.id} provider={p} onAdd={onAdd} />
          ))}
          {(result.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination align="center" current={pageNum} pageSize={PAGE_SIZE} total={result.data?.total} onChange={setPageNum} showSizeChanger={false} />
          ) : null}
        </>
      )}
    </div>
  );
}

function ProviderCard({ provider, onAdd }: { provider: ProvideCompany; onAdd: (services: TestService[], sampleCount: number) => void }) {
  const [count, setCount] = useState(1);
  const { institution, services } = provider;
  return (
    <Card className={styles.provider} size="small" data-testid="provider-card">
      <div className={styles.providerHead}>
        <Link className={styles.providerName} to={`${paths.organizationDetail.path}?id=${institution.id}`}>
          {institution.name}
        </Link>
        {institution.qualifications.map((q) => (
          <Tag key={q} color={q === QUALIFICATION_FLAG.CMA ? '#00604f' : 'blue'}>
            {QUALIFICATION_FLAG_LABELS[q]}
          </Tag>
        ))}
        <Rate disabled allowHalf value={institution.rating} style={{ fontSize: 14 }} />
        <span className={styles.itemMeta}>
          {institution.province} {institution.city} · 已完成 {institution.orderCount} 单
        </span>
      </div>
      <Table<TestService>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={services}
        style={{ marginTop: 8 }}
        columns={[
          { title: '检测项目', key: 'item', render: (_, s) => s.testItem.name },
          { title: '检测依据', key: 'std', render: (_, s) => s.testItem.standard },
          { title: '单价/样', key: 'price', width: 120, render: (_, s) => formatFen(s.priceFen) },
          { title: '周期', key: 'period', width: 100, render: (_, s) => `${s.periodDays}个工作日` },
        ]}
      />
      <div className={styles.addBar}>
        <span>
          合计/样 <span className={styles.price}>{formatFen(provider.totalPriceFen)}</span>，最长周期 {longest(provider)} 个工作日
        </span>
        <span>样品数</span>
        <InputNumber min={1} max={999} precision={0} value={count} onChange={(v) => setCount(Number(v ?? 1))} aria-label="样品数" />
        <Button type="primary" onClick={() => onAdd(services, count)}>
          加入购物车
        </Button>
      </div>
    </Card>
  );
}
