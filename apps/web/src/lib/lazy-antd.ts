import { lazy, type ComponentType } from 'react';
import { loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';

/**
 * A part of an antd-free page that does use antd (a signed-in member's form or
 * table): its chunk loads with antd's scope, which goes around the pages
 * before the part renders — the page stays light for whoever never sees it.
 * Render it inside <Suspense> with a fallback of the part's height.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => Promise.all([load(), loadAntdScopeForPages()]).then(([component]) => ({ default: component })));
}
