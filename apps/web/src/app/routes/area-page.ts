import type { ComponentType } from 'react';
import { loadAntdScope, placeAntdScopeAroundPages } from '@/components/antd-scope/antd-scope-host';
import { lazyPage, type LazyPageOptions } from '@/lib/lazy-page';
import type * as AdminArea from './areas/admin';
import type * as PcenterArea from './areas/pcenter';
import type * as WorkbenchArea from './areas/workbench';
import type { RouteFrame } from './route-meta';

/** What an area module lists: its pages' chunks, each loaded when its page is first shown. */
export type AreaPages = Record<string, () => Promise<{ default: ComponentType }>>;

interface AreaModules {
  pcenter: typeof PcenterArea;
  workbench: typeof WorkbenchArea;
  admin: typeof AdminArea;
}

/**
 * The signed-in areas (personal centre, workbench, console) each load as one small script holding
 * their frame and the import() of each of their pages (issue #18). In the entry, each import() of
 * a page came with the list of every script and style sheet that page needs (Vite's preloading),
 * and the signed-in pages' lists were about a tenth of every visitor's entry. Loading the area
 * takes the frame chunk's place in the request chain, so a signed-in first visit makes no more
 * requests.
 */
const LOAD_AREA: { [A in RouteFrame]: () => Promise<AreaModules[A]> } = {
  pcenter: () => import('./areas/pcenter'),
  workbench: () => import('./areas/workbench'),
  admin: () => import('./areas/admin'),
};

/** Resolves after the browser's next paint (a frame, then a task). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A page of a signed-in area, named by its key in the area module (its path below pages/<area>/).
 * Its chunk is asked for once the frame has painted: on a first visit the frame (header, menu) shows
 * without waiting for the page's scripts, which are no longer requested before the first contentful
 * paint (issue #18: ≤ 10 scripts; they raced it). It costs a page one frame.
 */
export function areaPage<A extends RouteFrame>(area: A, name: keyof AreaModules[A]['PAGES'] & string, options?: LazyPageOptions): ComponentType {
  const antd = options?.antd ?? true;
  return lazyPage(
    () =>
      LOAD_AREA[area]().then(async (module) => {
        await afterNextPaint();
        // Ant Design's scope after the paint too (lazyPage would ask for it at once, beside the area).
        const [page] = await Promise.all([(module.PAGES as AreaPages)[name]!(), antd ? loadAntdScope() : null]);
        if (antd) placeAntdScopeAroundPages();
        return page;
      }),
    { ...options, antd: false },
  );
}

/** The frame of a signed-in area (built without antd: its pages bring antd when they use it). */
export function areaFrame(area: RouteFrame): ComponentType {
  return lazyPage(() => LOAD_AREA[area]().then((module) => ({ default: module.Frame })), { antd: false });
}
