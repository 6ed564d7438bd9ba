import { Suspense, useState } from 'react';
import { Button } from '@/components/lite/button/button';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import type { ApproveAction, RejectAction, ReviewTarget } from './review-dialogs';
import styles from './admin.module.css';

/**
 * The dialogs (a form with its rules) are a chunk of their own that brings antd, loaded when a
 * button is first pointed at or focused: a review queue's first load carries neither (issue #18).
 */
const loadDialogs = () => import('./review-dialogs');
const ApproveDialog = lazyPartWithAntd(() => loadDialogs().then((m) => m.ApproveDialog));
const RejectDialog = lazyPartWithAntd(() => loadDialogs().then((m) => m.RejectDialog));

/** What 通过 and 驳回 send, what 通过 asks and what 驳回 tells the operator about the reason. */
export interface ReviewDecisions {
  approve: ApproveAction;
  question: string;
  reject: RejectAction;
  hint: string;
}

/** 通过 / 驳回 for a record in review (in its row and in a detail drawer); each opens its dialog. */
export function ReviewActions({ target, decisions }: { target: ReviewTarget; decisions: ReviewDecisions }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const preload = () => void loadDialogs();
  const close = () => setOpen(null);
  return (
    <div className={styles.actions}>
      <Button size="small" kind="primary" onPointerEnter={preload} onFocus={preload} onClick={() => setOpen('approve')}>
        通过
      </Button>
      <Button size="small" danger onPointerEnter={preload} onFocus={preload} onClick={() => setOpen('reject')}>
        驳回
      </Button>
      <Suspense fallback={null}>
        {open === 'approve' ? <ApproveDialog action={decisions.approve} target={target} question={decisions.question} onClose={close} /> : null}
        {open === 'reject' ? <RejectDialog action={decisions.reject} target={target} hint={decisions.hint} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
