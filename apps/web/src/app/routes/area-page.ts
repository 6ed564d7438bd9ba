import type { ComponentType } from 'react';
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

/** A page of a signed-in area, named by its key in the area module (its path below pages/<area>/). */
export function areaPage<A extends RouteFrame>(area: A, name: keyof AreaModules[A]['PAGES'] & string, options?: LazyPageOptions): ComponentType {
  return lazyPage(() => LOAD_AREA[area]().then((module) => (module.PAGES as AreaPages)[name]!()), options);
}

/** The frame of a signed-in area (built without antd: its pages bring antd when they use it). */
export function areaFrame(area: RouteFrame): ComponentType {
  return lazyPage(() => LOAD_AREA[area]().then((module) => ({ default: module.Frame })), { antd: false });
}
