import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Where the routed pages get Ant Design's context, without the entry carrying
 * antd: the scope (./antd-scope) is its own chunk, loaded by the first page
 * (lib/lazy-page waits for it beside the page's own chunk) or by the first
 * toast of the request client. Once loaded it stays mounted across
 * navigations, so a message shown just before a route change stays visible.
 */

interface ScopeModule {
  AntdScope: ComponentType<{ children: ReactNode }>;
}

let loaded: ScopeModule | null = null;
let loading: Promise<ScopeModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the scope's chunk once (again after a failure). */
export function loadAntdScope(): Promise<ScopeModule> {
  loading ??= import('./antd-scope').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Until the scope has loaded, its children render bare; no page renders
 * before then (every lazy page waits for the scope), so the one switch
 * happens while the page is still loading.
 */
export function AntdScopeHost({ children }: { children: ReactNode }) {
  const scope = useSyncExternalStore(subscribe, () => loaded, () => loaded);
  if (!scope) return children;
  return <scope.AntdScope>{children}</scope.AntdScope>;
}
