import { vi } from 'vitest';
import { registerNotifier } from '@/lib/notifier';

/** A fetch answer carrying `body` as JSON, as the server sends its envelope. */
export function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Test support: stands in for fetch, answering every call with `answer(url)` (read at the time of the
 * call). Each call's address and JSON body land in the list returned, in order.
 */
export function stubPostApi(answer: (url: string) => unknown): { url: string; body: Record<string, unknown> }[] {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return jsonResponse(answer(url));
    }),
  );
  return posts;
}

/**
 * Test support: the toasts shown through the app's notifier land in the list returned, in order;
 * `labelled` writes each as 'success: …' or 'error: …'. An alert is closed at once. registerNotifier(null) ends it.
 */
export function recordToasts(labelled = false): string[] {
  const toasts: string[] = [];
  const record = (kind: string) => (text: string) => void toasts.push(labelled ? `${kind}: ${text}` : text);
  registerNotifier({ error: record('error'), success: record('success'), alertError: (_t, onClose) => onClose() });
  return toasts;
}
