import type { AreaPages } from '../area-page';

/**
 * The institution workbench: its frame and its pages' chunks, one script loaded on the area's first
 * page (see ../area-page.ts). The route table names each page by its key, the path below pages/workbench/.
 */
export { default as Frame } from '@/app/layouts/console-frame/workbench-frame';

export const PAGES = {
  orders: () => import('../pages/workbench/orders'),
  'orders/detail': () => import('../pages/workbench/orders/detail'),
  services: () => import('../pages/workbench/services'),
  profile: () => import('../pages/workbench/profile'),
  evaluations: () => import('../pages/workbench/evaluations'),
  security: () => import('../pages/workbench/security'),
  notice: () => import('../pages/workbench/notice'),
  invoices: () => import('../pages/workbench/invoices'),
} satisfies AreaPages;
