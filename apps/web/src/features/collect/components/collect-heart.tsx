import { useNavigate } from 'react-router';
import { RETCODE, type CollectType } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { LiteIcon } from '@/components/lite/icon/icon';
import { heartFilled, heartOutlined } from '@/components/lite/icon/icon-paths';
import { paths } from '@/config/paths';
import { currentPagePath } from '@/lib/navigation';
import { notifier } from '@/lib/notifier';
import { isLoggedIn, useSession } from '@/lib/session';
import { useAddMyCollect } from '../api/add-my-collect';
import { useCancelMyCollect } from '../api/cancel-my-collect';
import { useCollected } from '../api/check-my-collect';

const HEART_RED = '#e5484d';

/**
 * 收藏 heart of one item. Its state comes from checkMyCollect, so the heart reads the same
 * on every page (and after a cancel from /pcenter/collect). A visitor is sent to log in and
 * comes back to this page. Plain elements (no antd): the public detail pages stay light, and
 * the answer's toast goes through the request client's notifier.
 */
export function CollectHeart({ collectType, itemId }: { collectType: CollectType; itemId: number }) {
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const navigate = useNavigate();
  const state = useCollected(collectType, [itemId], loggedIn);
  const add = useAddMyCollect();
  const cancel = useCancelMyCollect();
  const collected = loggedIn && (state.data ?? []).includes(itemId);
  const saving = add.isPending || cancel.isPending;
  const busy = saving || (loggedIn && state.isPending);

  const toggle = async () => {
    if (!loggedIn) {
      void navigate(paths.login.getHref(currentPagePath()));
      return;
    }
    try {
      const result = collected ? await cancel.mutateAsync({ collectType, itemId }) : await add.mutateAsync({ collectType, itemId });
      if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg);
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Button
      data-testid="collect-heart"
      aria-pressed={collected}
      icon={collected ? <LiteIcon d={heartFilled} style={{ color: HEART_RED }} /> : <LiteIcon d={heartOutlined} />}
      loading={saving}
      disabled={busy && !saving}
      onClick={() => void toggle()}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
