import { useState } from 'react';
import { App, Button } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { JUMP_TYPE, RETCODE } from '@tcm/shared';
import { useSession } from '@/lib/session';
import { knowledgeJumpLink } from '../api/knowledge-jump-link';

/**
 * 进入知识库平台 (§7 knowledgeJumpLink, jumpType 1): asks for the signed link
 * and opens it in a new tab, without giving that tab a handle on this one.
 */
export function KnowledgeJumpButton() {
  const { userInfo, userId } = useSession();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const jump = async () => {
    if (!userInfo || userId === null) return;
    setBusy(true);
    try {
      const result = await knowledgeJumpLink({ userAccount: userInfo.userAccount, thirdUserId: userId, jumpType: JUMP_TYPE.HOME });
      if (result.retcode === RETCODE.SUCCESS && result.data) window.open(result.data, '_blank', 'noopener');
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="primary" ghost icon={<ReadOutlined />} loading={busy} disabled={!userInfo} onClick={() => void jump()}>
      进入知识库平台
    </Button>
  );
}
