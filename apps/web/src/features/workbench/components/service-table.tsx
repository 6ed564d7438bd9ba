import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { formatFen, MY_SERVICE_STATUS, QUALIFICATION_FLAG_LABELS, RETCODE, type MyService, type MyServicePage } from '@tcm/shared';
import { useChangeMyServiceStatus } from '../api/save-my-service';
import styles from './workbench.module.css';

/** 检测服务 list: each service with its price and status, 编辑 and 上架/下架. */
export function ServiceTable({ page, loading, onPage, onEdit }: { page: MyServicePage; loading: boolean; onPage: (n: number) => void; onEdit: (s: MyService) => void }) {
  const { message } = App.useApp();
  const change = useChangeMyServiceStatus();
  const toggle = async (s: MyService) => {
    const r = await change.mutateAsync({ id: s.id, status: s.status === MY_SERVICE_STATUS.LISTED ? MY_SERVICE_STATUS.WITHDRAWN : MY_SERVICE_STATUS.LISTED });
    if (r.retcode === RETCODE.SUCCESS) void message.success(r.retmsg);
    else void message.error(r.retmsg);
  };
  return (
    <Table<MyService>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="service-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={[
        { title: '检测项目', key: 'item', render: (_, s) => (<><b>{s.testItem.name}</b><div className={styles.hint}>{s.testItem.method}</div></>) },
        { title: '服务分类', key: 'category', width: 120, render: (_, s) => s.testItem.categoryName },
        { title: '适用品种', key: 'varieties', width: 140, render: (_, s) => (s.varieties.length ? s.varieties.join('、') : '不限') },
        { title: '价格（元）', key: 'price', width: 120, align: 'right', render: (_, s) => <span className={styles.money}>{formatFen(s.priceFen)}</span> },
        { title: '检测周期', key: 'period', width: 100, render: (_, s) => `${s.periodDays} 天` },
        { title: '资质', key: 'qualifications', width: 120, render: (_, s) => (s.qualifications.length ? s.qualifications.map((q) => <Tag key={q} color="green">{QUALIFICATION_FLAG_LABELS[q]}</Tag>) : '—') },
        { title: '状态', key: 'status', width: 90, render: (_, s) => <Tag color={s.status === MY_SERVICE_STATUS.LISTED ? 'green' : 'default'}>{s.statusName}</Tag> },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, s) => (
            <Space size={4}>
              <Button size="small" type="link" onClick={() => onEdit(s)}>编辑</Button>
              <Popconfirm
                title={s.status === MY_SERVICE_STATUS.LISTED ? '下架后委托方将无法再下单该服务，确认下架？' : '确认重新上架该服务？'}
                okText="确认"
                cancelText="取消"
                onConfirm={() => toggle(s)}
              >
                <Button size="small" type="link" danger={s.status === MY_SERVICE_STATUS.LISTED}>
                  {s.status === MY_SERVICE_STATUS.LISTED ? '下架' : '上架'}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
