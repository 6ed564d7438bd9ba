import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadAntdScope } from '@/components/antd-scope/antd-scope-host';
import { setNotifierLoader } from '@/lib/notifier';
import { queryClient } from '@/lib/query-client';
import { useLiveUpdates } from '@/lib/use-live-updates';

// The request client's first toast loads Ant Design's scope (the entry carries no antd).
setNotifierLoader(loadAntdScope);

/**
 * App-wide providers: the query client, and the live stream of a signed-in user (issue #22) whose
 * changes refetch what they made stale on any page. Ant Design's locale, theme and `App`
 * wrap the routed pages only (components/antd-scope, mounted by the shell).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useLiveUpdates();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
