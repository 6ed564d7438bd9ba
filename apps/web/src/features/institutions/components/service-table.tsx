import { useState, type ReactNode } from 'react';
import { Segmented, Table, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE, formatFen, type InstitutionDetail, type TestService } from '@tcm/shared';
import { useTestServices } from '../api/query-test-service';
import { QualificationTags } from './qualification-tags';
import styles from './detail.module.css';

const baseColumns: TableColumnsType<TestService> = [
  {
    title: '检测项目',
    key: 'item',
    render: (_, s) => (
      <>
        <b>{s.testItem.name}</b>
        <div className={styles.cellNote}>{s.testItem.categoryName}</div>
      </>
    ),
  },
  {
    title: '检测方法 / 依据',
    key: 'method',
    render: (_, s) => (
      <>
        {s.testItem.method}
        <div className={styles.cellNote}>{s.testItem.standard}</div>
      </>
    ),
  },
  {
    title: '适用品种',
    key: 'varieties',
    width: 160,
    render: (_, s) => (s.varieties.length ? s.varieties.join('、') : '不限'),
  },
  { title: '资质', key: 'qualifications', width: 120, render: (_, s) => <QualificationTags flags={s.qualifications} /> },
  {
    title: '价格',
    dataIndex: 'priceFen',
    width: 110,
    align: 'right',
    render: (fen: number) => <span className={styles.price}>{formatFen(fen)}</span>,
  },
  { title: '检测周期', dataIndex: 'periodDays', width: 100, render: (days: number) => `${days} 个工作日` },
];

/** 检测服务: the institution's services by category, paged from the server; `action` fills the last column (加入购物车). */
export function ServiceTable({ detail, action }: { detail: InstitutionDetail; action?: (service: TestService) => ReactNode }) {
  const columns: TableColumnsType<TestService> = action ? [...baseColumns, { title: '操作', key: 'action', width: 130, render: (_, s) => action(s) }] : baseColumns;
  const [categoryId, setCategoryId] = useState<number>(0);
  const [pageNum, setPageNum] = useState(1);
  const services = useTestServices({ institutionId: detail.id, categoryId: categoryId || null, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const page = services.data;
  return (
    <div data-testid="service-table">
      {detail.services.categories.length > 1 ? (
        <Segmented<number>
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
      <Table<TestService>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={services.isFetching}
        locale={{ emptyText: services.isError ? '检测服务加载失败，请稍后刷新重试' : '暂无检测服务' }}
        pagination={{
          current: pageNum,
          pageSize: DEFAULT_PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => `共 ${total} 项`,
          onChange: setPageNum,
        }}
      />
    </div>
  );
}
