import { Table } from 'antd';
import type { OrderSample } from '@tcm/shared';

/** 样品清单: a sample sheet's samples in sheet order, each with the test items it asks for (names by service id). */
export function SampleTable({ samples, itemNames, pageSize = 10 }: { samples: readonly OrderSample[]; itemNames: ReadonlyMap<number, string>; pageSize?: number }) {
  return (
    <Table<OrderSample & { no: number }>
      size="small"
      rowKey="no"
      data-testid="sample-table"
      dataSource={samples.map((s, i) => ({ ...s, no: i + 1 }))}
      pagination={samples.length > pageSize ? { pageSize, size: 'small', showSizeChanger: false } : false}
      scroll={{ x: 760 }}
      columns={[
        { title: '序号', dataIndex: 'no', width: 56 },
        { title: '样品名称', dataIndex: 'name' },
        { title: '批号', dataIndex: 'batchNo' },
        { title: '产地', dataIndex: 'origin', render: (v: string) => v || '—' },
        { title: '规格', dataIndex: 'spec', render: (v: string) => v || '—' },
        { title: '数量', dataIndex: 'quantity' },
        { title: '供应商', dataIndex: 'supplier', render: (v: string) => v || '—' },
        { title: '检测项目', key: 'items', render: (_, s) => s.testServiceIds.map((id) => itemNames.get(id) ?? `#${id}`).join('、') },
      ]}
    />
  );
}
