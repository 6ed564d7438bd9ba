import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/routes';
import dictionaryRoutes from './dictionary/routes';
import accountRoutes from './accounts/routes';
import signOnRoutes from './accounts/sign-on-routes';
import fileRoutes from './files/routes';
import contentRoutes from './content/routes';
import institutionRoutes from './institutions/routes';
import collectRoutes from './collect/routes';
import lookupRoutes from './lookup/routes';
import catalogueRoutes from './catalogue/routes';
import orderRoutes from './orders/routes';
import institutionOrderRoutes from './orders/institution-routes';
import sampleSheetRoutes from './orders/sample-sheet-routes';
import courierRoutes from './couriers/routes';
import reportRoutes from './reports/routes';
import resultRoutes from './results/routes';
import orderMessageRoutes from './order-messages/routes';
import invoiceRoutes from './invoices/routes';
import paymentRoutes from './payments/routes';
import packageRoutes from './packages/routes';
import addressRoutes from './addresses/routes';
import qualityInfoRoutes from './quality-info/routes';
import consoleRoutes from './operators/routes';
import productRoutes from './products/routes';
import supplierRoutes from './suppliers/routes';
import achievementRoutes from './achievements/routes';
import institutionAdminRoutes from './institution-admin/routes';
import adminRoutes from './admin/routes';
import auditLogRoutes from './audit/log-routes';
import adminContentRoutes from './admin-content/routes';
import adminInfoRoutes from './admin-info/routes';
import adminLookupRoutes from './admin-lookup/routes';
import secondFactorRoutes from './second-factor/routes';
import notificationRoutes from './notifications/routes';
import liveRoutes from './live/routes';
import apiDocsRoutes from './api-docs/routes';

/**
 * Every module's HTTP routes, in the order app.ts registers them (issue #19: the one list a new
 * module joins, next to wiring.ts that assembles its services). Public calls first, then the
 * members', the workbench's and the console's.
 */
export const MODULE_ROUTES: readonly FastifyPluginAsync[] = [
  healthRoutes,
  dictionaryRoutes,
  accountRoutes,
  signOnRoutes,
  fileRoutes,
  contentRoutes,
  institutionRoutes,
  collectRoutes,
  lookupRoutes,
  catalogueRoutes,
  orderRoutes,
  institutionOrderRoutes,
  sampleSheetRoutes,
  courierRoutes,
  reportRoutes,
  resultRoutes,
  orderMessageRoutes,
  invoiceRoutes,
  paymentRoutes,
  packageRoutes,
  addressRoutes,
  qualityInfoRoutes,
  consoleRoutes,
  productRoutes,
  supplierRoutes,
  achievementRoutes,
  institutionAdminRoutes,
  adminRoutes,
  auditLogRoutes,
  adminContentRoutes,
  adminInfoRoutes,
  adminLookupRoutes,
  secondFactorRoutes,
  notificationRoutes,
  liveRoutes,
  // Last: it documents the routes above (only when API_DOCS is on).
  apiDocsRoutes,
];
