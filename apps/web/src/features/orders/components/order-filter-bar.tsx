import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { SearchForm } from '@/components/lite/search-form/search-form';
import type { OrderFilterDrafts } from '../hooks/use-order-filters';
import styles from './order-filter-bar.module.css';

export interface OrderFilterBarProps {
  drafts: OrderFilterDrafts;
  onEdit: (patch: Partial<OrderFilterDrafts>) => void;
  onSearch: () => void;
}

/**
 * 订单号, 下单日期 from … to … and 查询 above an order list (the member's and the institution's):
 * native fields, so the list's first load carries no date-picker; Enter in any field searches.
 */
export function OrderFilterBar({ drafts, onEdit, onSearch }: OrderFilterBarProps) {
  return (
    <SearchForm label="订单筛选" onSearch={onSearch} spaceBelow={8}>
      <AffixInput type="search" className={styles.no} placeholder="订单号" aria-label="订单号" value={drafts.orderNo} onChange={(e) => onEdit({ orderNo: e.target.value })} />
      <AffixInput type="date" className={styles.day} aria-label="下单日期起" value={drafts.start} max={drafts.end || undefined} onChange={(e) => onEdit({ start: e.target.value })} />
      <span className={styles.to} aria-hidden="true">
        至
      </span>
      <AffixInput type="date" className={styles.day} aria-label="下单日期止" value={drafts.end} min={drafts.start || undefined} onChange={(e) => onEdit({ end: e.target.value })} />
      <Button kind="primary" htmlType="submit">
        查询
      </Button>
    </SearchForm>
  );
}
