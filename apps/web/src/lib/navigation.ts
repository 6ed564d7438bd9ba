/**
 * Client-side navigation for code outside React (the request client's 401
 * redirect). The app registers the router's navigate; without it we fall back
 * to a full page load, which is always correct, only slower.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** Path plus query of the page the user is on, e.g. `/news/list?page=2`. */
export function currentPagePath(): string {
  return window.location.pathname + window.location.search;
}

let leaving = false;

/**
 * A full page load (§4 logout goes to /login this way). Until the browser
 * unloads, the app knows it is leaving, so a guard does not start a client-side
 * redirect of its own in between.
 */
export function leavePage(to: string): void {
  leaving = true;
  window.location.assign(to);
}

export function isLeavingPage(): boolean {
  return leaving;
}
