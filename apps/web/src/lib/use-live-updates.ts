import { useEffect } from 'react';
import { isLoggedIn, useSession } from './session';

/**
 * Issue #22: while a user is signed in, this tab keeps one live stream and answers each change by
 * refetching what it made stale — in the app's provider, so on every page (the header's unread
 * badge included). Signing out, here or in another tab, stops it. The stream's code loads only
 * then: a visitor's first load does not carry it.
 */
export function useLiveUpdates(): void {
  const session = useSession();
  const token = isLoggedIn(session) && !session.mustChangePassword ? session.token : null;

  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // After the page's first paint (a frame, then a task): the stream's code is not what the user waits for.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        import('./live-updates')
          .then(({ startLiveUpdates }) => {
            if (!cancelled) stop = startLiveUpdates(token);
          })
          // Its chunk did not load (a deployment in between): the page works as before, without live updates.
          .catch(() => undefined);
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop?.();
    };
  }, [token]);
}
