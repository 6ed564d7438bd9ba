import { App, Button } from 'antd';
import { RETCODE } from '@tcm/shared';
import { useLookupAction } from '../api/lookup-actions';

/** 删除 after a confirmation that names the record; the server's words are shown either way. */
export function DeleteButton({ action, id, subject, warning }: { action: 'standard/delete' | 'monograph/delete'; id: number; subject: string; warning: string }) {
  const { modal, message } = App.useApp();
  const remove = useLookupAction(action);
  const ask = () =>
    modal.confirm({
      title: `删除「${subject}」？`,
      content: warning,
      okText: '确认删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const result = await remove.mutateAsync({ id }).catch(() => null);
        if (result?.retcode === RETCODE.SUCCESS) void message.success(result.retmsg);
        else if (result) void message.error(result.retmsg);
      },
    });
  return (
    <Button size="small" danger onClick={ask}>
      删除
    </Button>
  );
}
