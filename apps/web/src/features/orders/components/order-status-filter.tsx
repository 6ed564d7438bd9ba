import { ORDER_STATUS_OPTIONS, type OrderStatus } from '@tcm/shared';
import { RadioGroup } from '@/components/lite/radio-group/radio-group';
import styles from './order-filter-bar.module.css';

export interface OrderStatusFilterProps {
  status: OrderStatus | undefined;
  /** All the list's orders, and how many are in each status (while loading: none shown). */
  all: number | undefined;
  counts: Readonly<Record<OrderStatus, number>> | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

/**
 * 全部 and the 13 statuses with their counts above an order list (the member's and the
 * institution's). 14 choices do not fit one tab bar: a wrapping row of choices, one tab stop.
 */
export function OrderStatusFilter({ status, all, counts, onChange }: OrderStatusFilterProps) {
  return (
    <RadioGroup<number>
      ariaLabel="订单状态"
      className={styles.statusFilter}
      value={status ?? 0}
      onChange={(value) => onChange(value === 0 ? undefined : (value as OrderStatus))}
      options={[
        { value: 0, label: `全部${all === undefined ? '' : ` (${all})`}` },
        ...ORDER_STATUS_OPTIONS.map((o) => ({ value: o.value, label: `${o.label}${counts ? ` (${counts[o.value]})` : ''}` })),
      ]}
    />
  );
}
