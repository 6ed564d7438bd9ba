import type { AreaPages } from '../area-page';

/**
 * The operator console: its frame and its pages' chunks, one script loaded on the area's first
 * page (see ../area-page.ts). The route table names each page by its key, the path below pages/admin/.
 */
export { default as Frame } from '@/app/layouts/console-frame/admin-frame';

export const PAGES = {
  settlements: () => import('../pages/admin/settlements'),
  realname: () => import('../pages/admin/realname'),
  evaluations: () => import('../pages/admin/evaluations'),
  quality: () => import('../pages/admin/quality'),
  dashboard: () => import('../pages/admin/dashboard'),
  products: () => import('../pages/admin/products'),
  articles: () => import('../pages/admin/articles'),
  adverts: () => import('../pages/admin/adverts'),
  help: () => import('../pages/admin/help'),
  protocols: () => import('../pages/admin/protocols'),
  dictionary: () => import('../pages/admin/dictionary'),
  standards: () => import('../pages/admin/standards'),
  monographs: () => import('../pages/admin/monographs'),
  audit: () => import('../pages/admin/audit'),
  'order-messages': () => import('../pages/admin/order-messages'),
  payments: () => import('../pages/admin/payments'),
  invoices: () => import('../pages/admin/invoices'),
  security: () => import('../pages/admin/security'),
  notice: () => import('../pages/admin/notice'),
} satisfies AreaPages;
