import { Fragment, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { allowedActions, ORDER_ACTION_LABELS, type OrderAction, type OrderActor, type OrderFacts, type OrderStatus } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import styles from './order-action-bar.module.css';

/** What an order's buttons need to know of it, on the member's and on the institution's side. */
export interface ActionableOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  facts: OrderFacts;
}

/** Every move's dialog gets the order and closes itself when done or cancelled. */
export interface MoveDialogProps {
  orderId: number;
  orderNo: string;
  onClose: () => void;
}

/** The actor's buttons for an order: exactly what the lifecycle table allows, in its order. */
export const actionsOf = (order: ActionableOrder, actor: OrderActor): OrderAction[] => allowedActions(order.status, actor, order.facts);

/**
 * An order's buttons for one actor, in the list's rows and on the detail page: each allowed move
 * with a dialog (loaded on first pointer or focus, so the list's first load carries none of them)
 * or with its own button (`custom`, e.g. the member's 取消订单 that only asks for confirmation).
 */
export function OrderActionBar({
  order,
  actor,
  dialogs,
  preload,
  custom,
  look,
  size = 'small',
  testId,
}: {
  order: ActionableOrder;
  actor: OrderActor;
  dialogs: Partial<Record<OrderAction, ComponentType<MoveDialogProps>>>;
  preload: () => unknown;
  custom?: (action: OrderAction) => ReactNode;
  /** A secondary or refusing move is drawn plain (or red), the others as the brand's outlined button. */
  look: (action: OrderAction) => { plain?: boolean; danger?: boolean };
  size?: 'small' | 'middle';
  testId: string;
}) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const actions = actionsOf(order, actor).filter((a) => dialogs[a] || custom?.(a));
  if (actions.length === 0) return null;
  const Dialog = open ? dialogs[open] : undefined;
  return (
    <div className={styles.actions} data-testid={testId}>
      {actions.map((action) => {
        const own = custom?.(action);
        if (own) return <Fragment key={action}>{own}</Fragment>;
        const { plain = false, danger = false } = look(action);
        return (
          <Button
            key={action}
            size={size}
            kind={plain ? 'default' : 'primary'}
            ghost={!plain}
            danger={danger}
            onPointerEnter={() => void preload()}
            onFocus={() => void preload()}
            onClick={() => setOpen(action)}
          >
            {ORDER_ACTION_LABELS[action]}
          </Button>
        );
      })}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog orderId={order.id} orderNo={order.orderNo} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
