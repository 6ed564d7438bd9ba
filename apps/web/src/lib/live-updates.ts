import { LIVE_STREAM_PATH } from '@tcm/shared';
import { applyLiveChange } from './live-refetch';
import { startLiveStream } from './live-stream';
import { queryClient } from './query-client';
import { apiUrl } from './request';
import { getToken } from './session';

/** A tab hidden this long closes its stream (browsers allow few connections per site); shown again, it catches up. */
export const HIDDEN_GRACE_MS = 60_000;

/**
 * Issue #22: this tab's live stream for the session holding `token`, each change refetching the
 * queries it made stale; paused while the tab is hidden. Answers the stop. Loaded only once a user
 * is signed in (use-live-updates.ts), so a visitor's pages never carry it.
 */
export function startLiveUpdates(token: string): () => void {
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
}
