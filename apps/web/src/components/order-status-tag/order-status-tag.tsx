import { Tag } from 'antd';
import type { OrderStatus } from '@tcm/shared';

/** Red for refusals, green when done, grey when cancelled, blue while testing; amber for every status waiting on someone. */
const STATUS_COLOURS: Partial<Record<OrderStatus, string>> = { 8: 'success', 9: 'error', 10: 'error', 11: 'error', 12: 'default', 7: 'processing' };

/** An order's status as the member's and the institution's lists both show it. */
export const OrderStatusTag = ({ status, name }: { status: OrderStatus; name: string }) => <Tag color={STATUS_COLOURS[status] ?? 'warning'}>{name}</Tag>;
