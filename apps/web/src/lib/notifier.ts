/**
 * How non-React code (the request client) shows toasts and dialogs. The app
 * provider registers an implementation backed by antd's App.useApp(), so the
 * messages carry the theme and locale; tests register a recording fake.
 */
export interface Notifier {
  /** A short error toast. */
  error(text: string): void;
  /** A blocking error dialog; onClose runs once however it is closed. */
  alertError(title: string, onClose: () => void): void;
}

const fallback: Notifier = {
  error: (text) => console.error(text),
  alertError: (title, onClose) => {
    console.error(title);
    onClose();
  },
};

let current: Notifier = fallback;

export function registerNotifier(notifier: Notifier | null): void {
  current = notifier ?? fallback;
}

export function notifier(): Notifier {
  return current;
}
