import { useState } from 'react';
import { JUMP_TYPE, RETCODE } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { readOutlined } from '@/components/lite/icon/icon-paths';
import { notifier } from '@/lib/notifier';
import { useSession } from '@/lib/session';
import { knowledgeJumpLink } from '../api/knowledge-jump-link';

/**
 * 进入知识库平台 (§7 knowledgeJumpLink, jumpType 1): asks for the signed link
 * and opens it in a new tab, without giving that tab a handle on this one.
 */
export function KnowledgeJumpButton() {
  const { userInfo, userId } = useSession();
  const [busy, setBusy] = useState(false);

  const jump = async () => {
    if (!userInfo || userId === null) return;
    setBusy(true);
    try {
      const result = await knowledgeJumpLink({ userAccount: userInfo.userAccount, thirdUserId: userId, jumpType: JUMP_TYPE.HOME });
      if (result.retcode === RETCODE.SUCCESS && result.data) window.open(result.data, '_blank', 'noopener');
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button kind="primary" ghost icon={<LiteIcon d={readOutlined} />} loading={busy} disabled={!userInfo} onClick={() => void jump()}>
      进入知识库平台
    </Button>
  );
}
