import { getEndpoint, postEndpoint } from '../endpoint';
import type {
  CompanyEvaluationPage,
  InstitutionCard,
  InstitutionDetail,
  ProvideCompany,
  ServiceCategory,
  SettleApplicationReceipt,
  SettleApplicationState,
  TestItem,
  TestService,
  addSettleCompanyBodySchema,
  findSettleCompanyQuerySchema,
  getSettleCompanyQuerySchema,
  getTestItemListQuerySchema,
  queryCompanyEvaluationQuerySchema,
  queryHighCompanyQuerySchema,
  queryProvideCompanyBodySchema,
  querySettleCompanyQuerySchema,
  queryTestServiceQuerySchema,
} from '../institutions';
import type { PageResult } from '../pagination';

/** §7 settleCompany, testService, serviceCategory, testItem and orderEvaluation/queryCompanyEvaluation. */
export const institutionCalls = {
  /** The whole two-level tree, unpaged. */
  queryServiceCategory: getEndpoint<undefined, ServiceCategory[]>('/api/serviceCategory/queryServiceCategory'),
  getTestItemList: getEndpoint<typeof getTestItemListQuerySchema, TestItem[]>('/api/testItem/getTestItemList'),
  /** The directory of listed institutions, filtered, sorted and paged. */
  findSettleCompany: getEndpoint<typeof findSettleCompanyQuerySchema, PageResult<InstitutionCard>>('/api/settleCompany/findSettleCompany'),
  getSettleCompany: getEndpoint<typeof getSettleCompanyQuerySchema, InstitutionDetail>('/api/settleCompany/getSettleCompany'),
  /** Recommended institutions for the home page. */
  queryHighCompany: getEndpoint<typeof queryHighCompanyQuerySchema, InstitutionCard[]>('/api/settleCompany/queryHighCompany'),
  /** Institutions able to test every chosen item (and variety), with their offers. */
  queryProvideCompany: postEndpoint<typeof queryProvideCompanyBodySchema, PageResult<ProvideCompany>>('/api/settleCompany/queryProvideCompany'),
  queryTestService: getEndpoint<typeof queryTestServiceQuerySchema, PageResult<TestService>>('/api/testService/queryTestService'),
  /** Approved evaluations with the averages. */
  queryCompanyEvaluation: getEndpoint<typeof queryCompanyEvaluationQuerySchema, CompanyEvaluationPage>('/api/orderEvaluation/queryCompanyEvaluation'),
  /** An institution's application to settle (anonymous). */
  addSettleCompany: postEndpoint<typeof addSettleCompanyBodySchema, SettleApplicationReceipt>('/api/settleCompany/addSettleCompany'),
  /** An application's state, by its credit code and mobile together. */
  querySettleCompany: getEndpoint<typeof querySettleCompanyQuerySchema, SettleApplicationState>('/api/settleCompany/querySettleCompany'),
} as const;
