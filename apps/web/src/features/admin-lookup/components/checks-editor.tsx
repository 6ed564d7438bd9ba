import { Button, Input, Select, Space, Table } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MONOGRAPH_MAX_CHECKS, MONOGRAPH_SECTIONS } from '@tcm/shared';
import { addCheck, type CheckRow, moveCheck, removeCheck, updateCheck } from './check-rows';
import styles from './lookup.module.css';

const SECTIONS = MONOGRAPH_SECTIONS.map((s) => ({ value: s.key, label: s.title }));

/** The structured checks as an editable table (项目, 方法, 限度, 所属部分): a controlled form control. */
export function ChecksEditor({ value = [], onChange }: { value?: CheckRow[]; onChange?: (rows: CheckRow[]) => void }) {
  const set = (rows: CheckRow[]) => onChange?.(rows);
  const cell = (field: 'item' | 'method' | 'limit', label: string, max: number) => (_: unknown, _row: CheckRow, i: number) => (
    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} aria-label={`第${i + 1}条${label}`} maxLength={max} value={value[i]?.[field]} onChange={(e) => set(updateCheck(value, i, { [field]: e.target.value }))} />
  );
  return (
    <div className={styles.checks}>
      <Table<CheckRow & { at: number }>
        // Rows have no identity of their own; every cell is controlled by its position.
        rowKey="at"
        size="small"
        pagination={false}
        dataSource={value.map((row, at) => ({ ...row, at }))}
        locale={{ emptyText: '暂无检查项目' }}
        columns={[
          { title: '项目', key: 'item', width: 150, render: cell('item', '项目', 50) },
          { title: '方法', key: 'method', render: cell('method', '方法', 300) },
          { title: '限度', key: 'limit', render: cell('limit', '限度', 1000) },
          {
            title: '所属部分',
            key: 'section',
            width: 130,
            render: (_, row, i) => <Select aria-label={`第${i + 1}条所属部分`} value={row.section} options={SECTIONS} onChange={(section) => set(updateCheck(value, i, { section }))} style={{ width: '100%' }} />,
          },
          {
            title: '',
            key: 'actions',
            width: 110,
            render: (_, _row, i) => (
              <Space size={0}>
                <Button type="text" size="small" aria-label="上移" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => set(moveCheck(value, i, -1))} />
                <Button type="text" size="small" aria-label="下移" icon={<ArrowDownOutlined />} disabled={i === value.length - 1} onClick={() => set(moveCheck(value, i, 1))} />
                <Button type="text" size="small" danger aria-label="删除" icon={<DeleteOutlined />} onClick={() => set(removeCheck(value, i))} />
              </Space>
            ),
          },
        ]}
      />
      <Button type="dashed" block icon={<PlusOutlined />} disabled={value.length >= MONOGRAPH_MAX_CHECKS} onClick={() => set(addCheck(value))} style={{ marginTop: 8 }}>
        添加检查项目
      </Button>
    </div>
  );
}
