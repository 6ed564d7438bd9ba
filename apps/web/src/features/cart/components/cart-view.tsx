import { Button, Checkbox, InputNumber, Popconfirm, Table } from 'antd';
import { formatFen } from '@tcm/shared';
import { groupByInstitution, MAX_SAMPLE_COUNT, selectedLines, type CartLine } from '../cart-store';
import styles from './cart.module.css';

export interface CartViewProps {
  lines: readonly CartLine[];
  onCount: (testServiceId: number, count: number) => void;
  onSelect: (testServiceIds: readonly number[], selected: boolean) => void;
  onRemove: (testServiceIds: readonly number[]) => void;
  onCheckout: () => void;
  /** Extra buttons in the bottom bar (e.g. 存为常用套餐, composed by the page). */
  extra?: React.ReactNode;
}

const lineTotal = (l: CartLine) => l.priceFen * l.sampleCount;

/** The cart: one table per institution, a check box per line and per group, and the checkout bar. */
export function CartView({ lines, onCount, onSelect, onRemove, onCheckout, extra }: CartViewProps) {
  const chosen = selectedLines(lines);
  const allIds = lines.map((l) => l.testServiceId);
  const estimate = chosen.reduce((sum, l) => sum + lineTotal(l), 0);

  return (
    <div data-testid="cart">
      {groupByInstitution(lines).map((group) => {
        const ids = group.lines.map((l) => l.testServiceId);
        const all = group.lines.every((l) => l.selected);
        const some = group.lines.some((l) => l.selected);
        return (
          <div key={group.institutionId} className={styles.group} data-testid="cart-group">
            <div className={styles.groupHead}>
              <Checkbox checked={all} indeterminate={some && !all} onChange={(e) => onSelect(ids, e.target.checked)} aria-label={`选择${group.institutionName}的全部项目`} />
              <span>{group.institutionName}</span>
            </div>
            <Table<CartLine>
              size="middle"
              rowKey="testServiceId"
              pagination={false}
              dataSource={group.lines}
              columns={[
                {
                  key: 'pick',
                  width: 48,
                  render: (_, l) => <Checkbox checked={l.selected} onChange={(e) => onSelect([l.testServiceId], e.target.checked)} aria-label={`选择${l.testItemName}`} />,
                },
                { title: '检测项目', dataIndex: 'testItemName' },
                { title: '单价', key: 'price', width: 130, render: (_, l) => formatFen(l.priceFen) },
                { title: '周期', key: 'period', width: 90, render: (_, l) => `${l.periodDays}个工作日` },
                {
                  title: '样品数',
                  key: 'count',
                  width: 130,
                  render: (_, l) => (
                    <InputNumber
                      min={1}
                      max={MAX_SAMPLE_COUNT}
                      precision={0}
                      value={l.sampleCount}
                      aria-label={`${l.testItemName}样品数`}
                      onChange={(v) => onCount(l.testServiceId, Number(v ?? 1))}
                    />
                  ),
                },
                { title: '小计', key: 'sum', width: 130, render: (_, l) => formatFen(lineTotal(l)) },
                {
                  key: 'remove',
                  width: 80,
                  render: (_, l) => (
                    <Popconfirm title="确定从购物车移除该项目吗？" okText="移除" cancelText="取消" onConfirm={() => onRemove([l.testServiceId])}>
                      <Button type="link" danger>
                        移除
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
          </div>
        );
      })}
      <div className={styles.bar}>
        <div className={styles.barLeft}>
          <Checkbox
            checked={chosen.length === lines.length && lines.length > 0}
            indeterminate={chosen.length > 0 && chosen.length < lines.length}
            onChange={(e) => onSelect(allIds, e.target.checked)}
          >
            全选
          </Checkbox>
          <Popconfirm title="确定移除选中的项目吗？" okText="移除" cancelText="取消" disabled={chosen.length === 0} onConfirm={() => onRemove(chosen.map((l) => l.testServiceId))}>
            <Button type="link" danger disabled={chosen.length === 0}>
              删除选中
            </Button>
          </Popconfirm>
          {extra}
        </div>
        <div className={styles.barLeft}>
          <span>
            已选 {chosen.length} 项，预估合计 <span className={styles.total} data-testid="cart-estimate">{formatFen(estimate)}</span>
            <br />
            <span className={styles.note}>价格以结算时机构最新报价为准</span>
          </span>
          <Button type="primary" size="large" disabled={chosen.length === 0} onClick={onCheckout}>
            去结算
          </Button>
        </div>
      </div>
    </div>
  );
}
