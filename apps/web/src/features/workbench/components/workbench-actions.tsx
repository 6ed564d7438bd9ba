import { useState, type ComponentType } from 'react';
import { Button, Space } from 'antd';
import { allowedActions, ORDER_ACTION_LABELS, type OrderAction, type OrderFacts, type OrderStatus } from '@tcm/shared';
import {
  ApproveDialog,
  ConfirmPaymentDialog,
  ConfirmReceiptDialog,
  IssueReportDialog,
  ProvideContractDialog,
  RejectDialog,
  RejectPaymentDialog,
  ReturnOrderDialog,
  ShipSampleBackDialog,
} from './move-dialogs';
import type { MoveDialogProps } from './move-modal';

export interface ActionableOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  facts: OrderFacts;
}

/** The institution's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const institutionActions = (order: ActionableOrder): OrderAction[] => allowedActions(order.status, 'institution', order.facts);

const DIALOGS: Partial<Record<OrderAction, ComponentType<MoveDialogProps>>> = {
  approve: ApproveDialog,
  reject: RejectDialog,
  provideContract: ProvideContractDialog,
  confirmPayment: ConfirmPaymentDialog,
  rejectPayment: RejectPaymentDialog,
  confirmReceipt: ConfirmReceiptDialog,
  returnOrder: ReturnOrderDialog,
  issueReport: IssueReportDialog,
  shipSampleBack: ShipSampleBackDialog,
};
const NEGATIVE: readonly OrderAction[] = ['reject', 'rejectPayment', 'returnOrder'];

/** Row or detail buttons; each opens its dialog. */
export function WorkbenchActions({ order, size = 'small' }: { order: ActionableOrder; size?: 'small' | 'middle' }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = institutionActions(order).filter((a) => DIALOGS[a]);
  if (actions.length === 0) return null;
  const Dialog = open ? DIALOGS[open] : undefined;
  return (
    <Space wrap size={[6, 6]} data-testid="workbench-actions">
      {actions.map((action) => (
        <Button key={action} size={size} type="primary" ghost={!NEGATIVE.includes(action)} danger={NEGATIVE.includes(action)} onClick={() => setOpen(action)}>
          {ORDER_ACTION_LABELS[action]}
        </Button>
      ))}
      {Dialog ? <Dialog orderId={order.id} orderNo={order.orderNo} onClose={() => setOpen(null)} /> : null}
    </Space>
  );
}
