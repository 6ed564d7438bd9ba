import { useNavigate } from 'react-router';
import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { RETCODE, type CollectType } from '@tcm/shared';
import { paths } from '@/config/paths';
import { currentPagePath } from '@/lib/navigation';
import { isLoggedIn, useSession } from '@/lib/session';
import { useAddMyCollect } from '../api/add-my-collect';
import { useCacelMyCollect } from '../api/cacel-my-collect';
import { useCollected } from '../api/check-my-collect';

/**
 * 收藏 heart of one item. Its state comes from checkMyCollect, so the heart reads the same
 * on every page (and after a cancel from /pcenter/collect). A visitor is sent to log in and
 * comes back to this page.
 */
export function CollectHeart({ collectType, itemId }: { collectType: CollectType; itemId: number }) {
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const state = useCollected(collectType, [itemId], loggedIn);
  const add = useAddMyCollect();
  const cancel = useCacelMyCollect();
  const collected = loggedIn && (state.data ?? []).includes(itemId);
  const busy = add.isPending || cancel.isPending || (loggedIn && state.isPending);

  const toggle = async () => {
    if (!loggedIn) {
      void navigate(paths.login.getHref(currentPagePath()));
      return;
    }
    try {
      const result = collected ? await cancel.mutateAsync({ collectType, itemId }) : await add.mutateAsync({ collectType, itemId });
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Button
      data-testid="collect-heart"
      aria-pressed={collected}
      icon={collected ? <HeartFilled style={{ color: '#e5484d' }} /> : <HeartOutlined />}
      loading={add.isPending || cancel.isPending}
      disabled={busy && !add.isPending && !cancel.isPending}
      onClick={() => void toggle()}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
