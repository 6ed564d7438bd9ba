import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Where the routed pages get Ant Design's context, without the entry carrying
 * antd: the scope (./antd-scope) is its own chunk. A page that uses antd
 * (lib/lazy-page) loads it beside its own chunk and asks for it around the
 * pages; a toast of the request client on a page without antd loads it too,
 * but then it is mounted beside the page, not around it, so the page on
 * screen keeps its state (a form keeps what was typed). Once around the
 * pages it stays there across navigations, so a message shown just before a
 * route change stays visible.
 */

interface ScopeModule {
  AntdScope: ComponentType<{ children?: ReactNode }>;
  AntdContext: ComponentType<{ children?: ReactNode }>;
}

interface ScopeState {
  module: ScopeModule | null;
  /** True once a page that uses antd has asked for the scope around the pages. */
  aroundPages: boolean;
}

let state: ScopeState = { module: null, aroundPages: false };
let loading: Promise<ScopeModule> | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<ScopeState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Loads the scope's chunk once (again after a failure); mounted beside the pages until a page needs it around them. */
export function loadAntdScope(): Promise<ScopeModule> {
  loading ??= import('./antd-scope').then(
    (module) => {
      update({ module });
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Once a page that renders antd has loaded (its chunk and the scope): the scope goes around the
 * pages. Only then — were it placed while the page's chunk failed, the switch would remount the
 * error panel on screen and start the failed page again.
 */
export function placeAntdScopeAroundPages(): void {
  if (state.module && !state.aroundPages) update({ aroundPages: true });
}

/** The scope loaded and placed around the pages (what a loaded antd page does). */
export function loadAntdScopeForPages(): Promise<ScopeModule> {
  return loadAntdScope().then((module) => {
    placeAntdScopeAroundPages();
    return module;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/**
 * Until a page that uses antd has loaded, the pages render bare (that page
 * waits for the scope, so the one switch to "around" happens while it is
 * still loading). The children always stay the first child, so mounting the
 * scope beside them does not remount them.
 */
export function AntdScopeHost({ children }: { children: ReactNode }) {
  const { module, aroundPages } = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (module && aroundPages) return <module.AntdScope>{children}</module.AntdScope>;
  return (
    <>
      {children}
      {module ? <module.AntdScope /> : null}
    </>
  );
}
