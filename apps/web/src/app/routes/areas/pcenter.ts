import type { AreaPages } from '../area-page';

/**
 * The personal centre: its frame and its pages' chunks, one script loaded on the area's first
 * page (see ../area-page.ts). The route table names each page by its key, the path below pages/pcenter/.
 */
export { default as Frame } from '@/app/layouts/pcenter-frame/pcenter-frame';

export const PAGES = {
  'base-info': () => import('../pages/pcenter/base-info'),
  order: () => import('../pages/pcenter/order'),
  'order/detail': () => import('../pages/pcenter/order/detail'),
  report: () => import('../pages/pcenter/report'),
  collect: () => import('../pages/pcenter/collect'),
  package: () => import('../pages/pcenter/package'),
  product: () => import('../pages/pcenter/product'),
  address: () => import('../pages/pcenter/address'),
  quality: () => import('../pages/pcenter/quality'),
  notice: () => import('../pages/pcenter/notice'),
  'sms-settings': () => import('../pages/pcenter/sms-settings'),
  invoice: () => import('../pages/pcenter/invoice'),
  'invoice-title': () => import('../pages/pcenter/invoice-title'),
} satisfies AreaPages;
