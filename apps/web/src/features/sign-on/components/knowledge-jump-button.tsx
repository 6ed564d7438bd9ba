import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { JUMP_TYPE, type JumpType, RETCODE } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { loginOutlined, readOutlined } from '@/components/lite/icon/icon-paths';
import { paths } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { isLoggedIn, useSession } from '@/lib/session';
import { knowledgeJumpLink } from '../api/knowledge-jump-link';

interface KnowledgeJumpProps {
  /** §7's page of the knowledge-base platform: 1 its home, 2 智能搜索, 3 标准检索, 4 产品画像, 5 企业画像. */
  jumpType?: JumpType;
  label?: string;
  icon?: ReactNode;
  /** The default look beside a page's own actions, instead of the ghost primary one. */
  plain?: boolean;
  /** The visitor's login link: its text (登录后 + label unless given) and class. */
  loginLabel?: string;
  loginClassName?: string;
  testId?: string;
}

/**
 * A way into the knowledge-base platform (§7 knowledgeJumpLink): a member gets the signed link,
 * opened in a new tab without a handle on this one; a visitor is offered 登录后… and brought back.
 */
export function KnowledgeJumpButton({ jumpType = JUMP_TYPE.HOME, label = '进入知识库平台', icon = <LiteIcon d={readOutlined} />, plain = false, loginLabel, loginClassName, testId }: KnowledgeJumpProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);

  if (!isLoggedIn(session)) {
    return (
      <Link to={paths.login.getHref(pathname + search)} className={loginClassName} data-testid={testId ? `${testId}-login` : undefined}>
        <LiteIcon d={loginOutlined} /> {loginLabel ?? `登录后${label}`}
      </Link>
    );
  }

  const jump = async () => {
    const { userInfo, userId } = session;
    if (!userInfo || userId === null) return;
    setBusy(true);
    try {
      const result = await knowledgeJumpLink({ userAccount: userInfo.userAccount, thirdUserId: userId, jumpType });
      if (result.retcode === RETCODE.SUCCESS && result.data) window.open(result.data, '_blank', 'noopener');
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button kind={plain ? 'default' : 'primary'} ghost={!plain} icon={icon} loading={busy} onClick={() => void jump()} data-testid={testId}>
      {label}
    </Button>
  );
}
