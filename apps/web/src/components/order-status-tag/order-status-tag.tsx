import type { OrderStatus } from '@tcm/shared';
import { Tag, type TagColor } from '@/components/lite/tag/tag';

/** Red for refusals, green when done, grey when cancelled, blue while testing; amber for every status waiting on someone. */
const STATUS_COLOURS: Partial<Record<OrderStatus, TagColor>> = { 8: 'green', 9: 'red', 10: 'red', 11: 'red', 12: 'default', 7: 'processing' };

/** An order's status as the member's and the institution's lists both show it (outlined, as antd's status tags). */
export const OrderStatusTag = ({ status, name }: { status: OrderStatus; name: string }) => (
  <Tag bordered color={STATUS_COLOURS[status] ?? 'gold'} data-testid="order-status">
    {name}
  </Tag>
);
