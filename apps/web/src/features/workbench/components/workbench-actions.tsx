import type { ComponentType } from 'react';
import type { OrderAction } from '@tcm/shared';
import { actionsOf, OrderActionBar, type ActionableOrder, type MoveDialogProps } from '@/components/order-actions/order-action-bar';
import { lazyPartWithAntd } from '@/lib/lazy-antd';

/**
 * The dialogs (forms, uploads, the report stamper's inputs) are a chunk of
 * their own, loaded when a button is first pointed at or focused, so the
 * order list's first load carries neither them nor antd (issue #18).
 */
const loadDialogs = () => import('./move-dialogs');
type DialogName = keyof Awaited<ReturnType<typeof loadDialogs>>;
const dialog = (name: DialogName): ComponentType<MoveDialogProps> => lazyPartWithAntd(() => loadDialogs().then((m) => m[name]));

/** The institution's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const institutionActions = (order: ActionableOrder): OrderAction[] => actionsOf(order, 'institution');

const DIALOGS: Partial<Record<OrderAction, ComponentType<MoveDialogProps>>> = {
  approve: dialog('ApproveDialog'),
  reject: dialog('RejectDialog'),
  provideContract: dialog('ProvideContractDialog'),
  confirmPayment: dialog('ConfirmPaymentDialog'),
  rejectPayment: dialog('RejectPaymentDialog'),
  confirmReceipt: dialog('ConfirmReceiptDialog'),
  returnOrder: dialog('ReturnOrderDialog'),
  issueReport: dialog('IssueReportDialog'),
  shipSampleBack: dialog('ShipSampleBackDialog'),
};
const NEGATIVE: readonly OrderAction[] = ['reject', 'rejectPayment', 'returnOrder'];

/** Row or detail buttons; each opens its dialog. */
export function WorkbenchActions({ order, size = 'small' }: { order: ActionableOrder; size?: 'small' | 'middle' }) {
  return (
    <OrderActionBar
      order={order}
      actor="institution"
      dialogs={DIALOGS}
      preload={loadDialogs}
      look={(action) => (NEGATIVE.includes(action) ? { plain: true, danger: true } : {})}
      size={size}
      testId="workbench-actions"
    />
  );
}
