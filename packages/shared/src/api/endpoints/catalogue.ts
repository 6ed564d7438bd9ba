import { getEndpoint } from '../endpoint';
import type * as Institutions from '../institutions';
import type * as OrderCatalogue from '../order-catalogue';
import type * as Pagination from '../pagination';

/**
 * `catalogueCalls`: §7 public catalogue calls: service categories, testing bases, test items, varieties and traits.
 * @tcm/shared re-exports this file as a namespace (`export * as catalogueCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Categories with how many test items each holds (a top level its children's too). */
export const findServiceCategory = getEndpoint<typeof OrderCatalogue.findServiceCategoryQuerySchema, Pagination.PageResult<OrderCatalogue.ServiceCategoryRow>>('/api/serviceCategory/findServiceCategory');
/** The testing bases an order may name. */
export const getTestBasis = getEndpoint<undefined, OrderCatalogue.TestBasisOption[]>('/api/serviceCategory/getTestBasis');
/** Test items whose name, method or standard holds the words, paged. */
export const findTestItem = getEndpoint<typeof OrderCatalogue.findTestItemQuerySchema, Pagination.PageResult<Institutions.TestItem>>('/api/testItem/findTestItem');
/** Every herb variety one can order tests for. */
export const getTestVarietyLibraryList = getEndpoint<typeof OrderCatalogue.getTestVarietyLibraryListQuerySchema, OrderCatalogue.TestVariety[]>('/api/testVarietyLibrary/getTestVarietyLibraryList');
/** The properties tested (水分, 灰分 …). */
export const getTestTraitLibraryList = getEndpoint<undefined, OrderCatalogue.TestTrait[]>('/api/testTraitLibrary/getTestTraitLibraryList');
