import { formatFen, MY_SERVICE_STATUS, QUALIFICATION_FLAG_LABELS, type MyService, type MyServicePage } from '@tcm/shared';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag } from '@/components/lite/tag/tag';
import { useChangeMyServiceStatus } from '../api/save-my-service';
import styles from './workbench.module.css';

const listed = (s: MyService) => s.status === MY_SERVICE_STATUS.LISTED;

/** 上架 / 下架 one service, after its question. */
function ToggleButton({ service }: { service: MyService }) {
  const change = useChangeMyServiceStatus();
  const { ask, dialog } = useConfirmedAction();
  const question = {
    title: listed(service) ? '下架后委托方将无法再下单该服务，确认下架？' : '确认重新上架该服务？',
    okText: '确 认',
    send: () => change.mutateAsync({ id: service.id, status: listed(service) ? MY_SERVICE_STATUS.WITHDRAWN : MY_SERVICE_STATUS.LISTED }),
  };
  return (
    <>
      <Button size="small" kind="link" danger={listed(service)} loading={change.isPending} onClick={() => ask(question)}>
        {listed(service) ? '下架' : '上架'}
      </Button>
      {dialog}
    </>
  );
}

/** 检测服务 list: each service with its price and status, 编辑 and 上架/下架. */
export function ServiceTable({ page, loading, onPage, onEdit }: { page: MyServicePage; loading: boolean; onPage: (n: number) => void; onEdit: (s: MyService) => void }) {
  const columns: readonly TableColumn<MyService>[] = [
    {
      key: 'item',
      title: '检测项目',
      render: (s) => (
        <>
          <b>{s.testItem.name}</b>
          <div className={styles.hint}>{s.testItem.method}</div>
        </>
      ),
    },
    { key: 'category', title: '服务分类', width: 120, render: (s) => s.testItem.categoryName },
    { key: 'varieties', title: '适用品种', width: 140, render: (s) => (s.varieties.length ? s.varieties.join('、') : '不限') },
    { key: 'price', title: '价格（元）', width: 120, render: (s) => <span className={styles.money}>{formatFen(s.priceFen)}</span> },
    { key: 'period', title: '检测周期', width: 100, render: (s) => `${s.periodDays} 天` },
    {
      key: 'qualifications',
      title: '资质',
      width: 120,
      render: (s) =>
        s.qualifications.length
          ? s.qualifications.map((q) => (
              <Tag key={q} bordered color="green">
                {QUALIFICATION_FLAG_LABELS[q]}
              </Tag>
            ))
          : '—',
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (s) => (
        <Tag bordered color={listed(s) ? 'green' : 'default'}>
          {s.statusName}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      render: (s) => (
        <span className={styles.actions}>
          <Button size="small" kind="link" onClick={() => onEdit(s)}>
            编辑
          </Button>
          <ToggleButton service={s} />
        </span>
      ),
    },
  ];
  return (
    <PagedTable<MyService> data-testid="service-table" columns={columns} page={page} rowKey={(s) => s.id} loading={loading} onPage={onPage} totalUnit="条" />
  );
}
