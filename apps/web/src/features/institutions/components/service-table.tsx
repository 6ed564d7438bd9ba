import { useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, formatFen, type InstitutionDetail, type TestService } from '@tcm/shared';
import { Empty } from '@/components/lite/empty/empty';
import { Pagination } from '@/components/lite/pagination/pagination';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import { Table, type TableColumn } from '@/components/lite/table/table';
import { useTestServices } from '../api/query-test-service';
import { QualificationTags } from './qualification-tags';
import styles from './detail.module.css';

const baseColumns: TableColumn<TestService>[] = [
  {
    title: '检测项目',
    key: 'item',
    render: (s) => (
      <>
        <b>{s.testItem.name}</b>
        <div className={styles.cellNote}>{s.testItem.categoryName}</div>
      </>
    ),
  },
  {
    title: '检测方法 / 依据',
    key: 'method',
    render: (s) => (
      <>
        {s.testItem.method}
        <div className={styles.cellNote}>{s.testItem.standard}</div>
      </>
    ),
  },
  { title: '适用品种', key: 'varieties', width: 160, render: (s) => (s.varieties.length ? s.varieties.join('、') : '不限') },
  { title: '资质', key: 'qualifications', width: 120, render: (s) => <QualificationTags flags={s.qualifications} /> },
  {
    title: <span className={styles.right}>价格</span>,
    key: 'price',
    width: 110,
    render: (s) => <span className={`${styles.price} ${styles.right}`}>{formatFen(s.priceFen)}</span>,
  },
  { title: '检测周期', key: 'period', width: 100, render: (s) => `${s.periodDays} 个工作日` },
];

/**
 * 检测服务: the institution's services by category, paged from the server; `action` fills the last column (加入购物车).
 * Plain elements (the public detail page loads without antd, issue #18).
 */
export function ServiceTable({ detail, action }: { detail: InstitutionDetail; action?: (service: TestService) => ReactNode }) {
  const columns = action ? [...baseColumns, { title: '操作', key: 'action', width: 130, render: action }] : baseColumns;
  const [categoryId, setCategoryId] = useState<number>(0);
  const [pageNum, setPageNum] = useState(1);
  const services = useTestServices({ institutionId: detail.id, categoryId: categoryId || null, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const page = services.data;
  const rows = page?.list ?? [];
  return (
    <div data-testid="service-table">
      {detail.services.categories.length > 1 ? (
        <RadioGroup<number>
          look="segmented"
          ariaLabel="服务类别"
          className={styles.serviceTabs}
          value={categoryId}
          onChange={(id) => {
            setCategoryId(id);
            setPageNum(1);
          }}
          options={[
            { value: 0, label: `全部（${detail.services.total}）` },
            ...detail.services.categories.map((c) => ({ value: c.id, label: `${c.name}（${c.count}）` })),
          ]}
        />
      ) : null}
      <Table<TestService> rowKey={(s) => s.id} size="middle" columns={columns} rows={rows} loading={services.isFetching} />
      {rows.length === 0 && !services.isPending ? (
        <Empty simple description={services.isError ? '检测服务加载失败，请稍后刷新重试' : '暂无检测服务'} />
      ) : null}
      <Pagination
        className={styles.servicePages}
        current={pageNum}
        pageSize={DEFAULT_PAGE_SIZE}
        total={page?.total ?? 0}
        hideOnSinglePage
        showTotal={(total) => `共 ${total} 项`}
        onChange={setPageNum}
      />
    </div>
  );
}
