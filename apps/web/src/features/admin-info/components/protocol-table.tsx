import { Button, Table } from 'antd';
import { formatDate, type AdminProtocolRow } from '@tcm/shared';
import styles from './admin-info.module.css';

/** Every protocol with where it is shown and when it last changed; none can be added or deleted (pages read them by code). */
export function ProtocolTable({ rows, onEdit }: { rows: AdminProtocolRow[]; onEdit: (id: number) => void }) {
  return (
    <Table<AdminProtocolRow>
      rowKey="id"
      dataSource={rows}
      pagination={false}
      data-testid="protocol-table"
      columns={[
        { title: '协议标题', dataIndex: 'title' },
        { title: '编码', key: 'code', width: 120, render: (_, r) => <span className={styles.code}>{r.code}</span> },
        { title: '显示位置', dataIndex: 'usedBy', width: 200 },
        { title: '最后更新', key: 'updatedAt', width: 170, render: (_, r) => formatDate(r.updatedAt, 'YYYY-MM-DD HH:mm') },
        {
          title: '操作',
          key: 'actions',
          width: 90,
          render: (_, r) => (
            <Button size="small" type="link" onClick={() => onEdit(r.id)}>
              编辑
            </Button>
          ),
        },
      ]}
    />
  );
}
