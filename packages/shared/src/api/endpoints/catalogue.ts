import { getEndpoint } from '../endpoint';
import type { TestItem } from '../institutions';
import type {
  ServiceCategoryRow,
  TestBasisOption,
  TestTrait,
  TestVariety,
  findServiceCategoryQuerySchema,
  findTestItemQuerySchema,
  getTestVarietyLibraryListQuerySchema,
} from '../order-catalogue';
import type { PageResult } from '../pagination';

/** §7 public catalogue calls: service categories, testing bases, test items, varieties and traits. */
export const catalogueCalls = {
  /** Categories with how many test items each holds (a top level its children's too). */
  findServiceCategory: getEndpoint<typeof findServiceCategoryQuerySchema, PageResult<ServiceCategoryRow>>('/api/serviceCategory/findServiceCategory'),
  /** The testing bases an order may name. */
  getTestBasis: getEndpoint<undefined, TestBasisOption[]>('/api/serviceCategory/getTestBasis'),
  /** Test items whose name, method or standard holds the words, paged. */
  findTestItem: getEndpoint<typeof findTestItemQuerySchema, PageResult<TestItem>>('/api/testItem/findTestItem'),
  /** Every herb variety one can order tests for. */
  getTestVarietyLibraryList: getEndpoint<typeof getTestVarietyLibraryListQuerySchema, TestVariety[]>('/api/testVarietyLibrary/getTestVarietyLibraryList'),
  /** The properties tested (水分, 灰分 …). */
  getTestTraitLibraryList: getEndpoint<undefined, TestTrait[]>('/api/testTraitLibrary/getTestTraitLibraryList'),
} as const;
