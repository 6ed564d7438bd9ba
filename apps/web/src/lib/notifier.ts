/** A link after a toast's text (去购物车): a route of the app, followed in the app. */
export interface ToastLink {
  text: string;
  onClick: () => void;
}

/**
 * How non-React code (the request client) shows toasts and dialogs. The
 * Ant Design scope (components/antd-scope) registers an implementation backed
 * by antd's App.useApp(), so the messages carry the theme and locale; tests
 * register a recording fake. antd is not in the entry: until the scope is
 * mounted, a message waits for it, after asking the shell to load it.
 */
export interface Notifier {
  /** A short error toast. */
  error(text: string): void;
  /**
   * A short success toast (e.g. 收藏成功 on a page without antd). With a `key`, it replaces the
   * toast of that key still on screen instead of stacking under it (加入购物车 clicked again).
   */
  success(text: string, key?: string, link?: ToastLink): void;
  /** A short warning toast (e.g. the uploader's 不支持的文件类型); an implementation without one shows an error toast. */
  warning?(text: string): void;
  /** A blocking error dialog; onClose runs once however it is closed. */
  alertError(title: string, onClose: () => void): void;
}

/** Without a scope (a unit test, or its chunk failed): the console, and the dialog counts as closed. */
const fallback: Required<Notifier> = {
  error: (text) => console.error(text),
  success: (text) => console.info(text),
  warning: (text) => console.warn(text),
  alertError: (title, onClose) => {
    console.error(title);
    onClose();
  },
};

let current: Notifier | null = null;
let loadScope: (() => Promise<unknown>) | null = null;
let waiting: Array<(notifier: Notifier) => void> = [];

/** The shell's way to load the scope when a message needs it (lib stays free of antd). */
export function setNotifierLoader(loader: (() => Promise<unknown>) | null): void {
  loadScope = loader;
}

export function registerNotifier(notifier: Notifier | null): void {
  current = notifier;
  if (!notifier) return;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve(notifier);
}

/** The registered notifier once there is one; the fallback when nothing can register one. */
function whenRegistered(): Promise<Notifier> {
  if (current) return Promise.resolve(current);
  if (!loadScope) return Promise.resolve(fallback);
  const registered = new Promise<Notifier>((resolve) => waiting.push(resolve));
  const failed = loadScope().then(
    () => registered,
    () => fallback,
  );
  return Promise.race([registered, failed]);
}

const deferred: Required<Notifier> = {
  error: (text) => void whenRegistered().then((notifier) => notifier.error(text)),
  success: (text, key, link) => void whenRegistered().then((notifier) => notifier.success(text, key, link)),
  warning: (text) => void whenRegistered().then((notifier) => (notifier.warning ?? notifier.error)(text)),
  alertError: (title, onClose) => void whenRegistered().then((notifier) => notifier.alertError(title, onClose)),
};

export function notifier(): Required<Notifier> {
  if (!current) return deferred;
  const { warning, error } = current;
  return { ...current, warning: warning ?? error };
}
