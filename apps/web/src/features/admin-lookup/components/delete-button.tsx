import type { adminLookupCalls } from '@tcm/shared';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { useLookupAction } from '../api/lookup-actions';

/** 删除 after a confirmation that names the record; the server's words are shown either way. */
export function DeleteButton({ action, id, subject, warning }: { action: typeof adminLookupCalls.standardDelete | typeof adminLookupCalls.monographDelete; id: number; subject: string; warning: string }) {
  const remove = useLookupAction(action);
  const { ask, dialog } = useConfirmedAction();
  return (
    <>
      <Button size="small" danger loading={remove.isPending} onClick={() => ask({ title: `删除「${subject}」？`, content: warning, okText: '确认删除', cancelText: '取消', send: () => remove.mutateAsync({ id }) })}>
        删除
      </Button>
      {dialog}
    </>
  );
}
