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
    // Once the page has loaded: the stream's code is not what the user waits for (issue #18, scripts before the first paint).
    const start = () => {
      import('./live-updates')
        .then(({ startLiveUpdates }) => {
          if (!cancelled) stop = startLiveUpdates(token);
        })
        // Its chunk did not load (a deployment in between): the page works as before, without live updates.
        .catch(() => undefined);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(start, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      stop?.();
    };
  }, [token]);
}
