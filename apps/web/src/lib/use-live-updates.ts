import { useEffect } from 'react';
import { LIVE_STREAM_PATH } from '@tcm/shared';
import { applyLiveChange } from './live-refetch';
import { startLiveStream } from './live-stream';
import { queryClient } from './query-client';
import { apiUrl } from './request';
import { getToken, isLoggedIn, useSession } from './session';

/** A tab hidden this long closes its stream (browsers allow few connections per site); shown again, it catches up. */
export const HIDDEN_GRACE_MS = 60_000;

/**
 * Issue #22: while a user is signed in, this tab keeps one live stream and answers each change by
 * refetching the queries it made stale (the header's unread badge included: it runs in the app's
 * provider, on every page). Signing out — here or in another tab — stops it.
 */
export function useLiveUpdates(): void {
  const session = useSession();
  const token = isLoggedIn(session) && !session.mustChangePassword ? session.token : null;

  useEffect(() => {
    if (!token) return;
    const stream = startLiveStream({
      url: apiUrl(LIVE_STREAM_PATH),
      token: () => (getToken() === token ? token : null),
      onChange: (change) => void applyLiveChange(queryClient, change),
      onResync: () => void applyLiveChange(queryClient, 'resync'),
    });
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') hiddenTimer = setTimeout(() => stream.pause(), HIDDEN_GRACE_MS);
      else stream.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      stream.stop();
    };
  }, [token]);
}
