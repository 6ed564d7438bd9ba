import { createElement, lazy, type ComponentType } from 'react';
import { loadAntdScope, loadAntdScopeForPages } from '@/components/antd-scope/antd-scope-host';

/**
 * A part of an antd-free page that does use antd (a signed-in member's form or
 * table): its chunk loads with antd's scope, which goes around the pages
 * before the part renders — the page stays light for whoever never sees it.
 * Render it inside <Suspense> with a fallback of the part's height.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => Promise.all([load(), loadAntdScopeForPages()]).then(([component]) => ({ default: component })));
}

/**
 * A part that opens later on an antd-free page (a dialog behind a row's button): it brings antd's
 * context with it instead of moving the scope around the pages, which would mount the page again
 * and lose what is open on it.
 */
export function lazyPartWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    Promise.all([load(), loadAntdScope()]).then(([Part, scope]) => ({
      default: (props: P) => createElement(scope.AntdContext, null, createElement(Part, props)),
    })),
  );
}
