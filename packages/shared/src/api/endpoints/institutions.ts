import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Institutions from '../institutions';
import type * as Pagination from '../pagination';

/** §7 settleCompany, testService, serviceCategory, testItem and orderEvaluation/queryCompanyEvaluation. */
export const institutionCalls = {
  /** The whole two-level tree, unpaged. */
  queryServiceCategory: getEndpoint<undefined, Institutions.ServiceCategory[]>('/api/serviceCategory/queryServiceCategory'),
  getTestItemList: getEndpoint<typeof Institutions.getTestItemListQuerySchema, Institutions.TestItem[]>('/api/testItem/getTestItemList'),
  /** The directory of listed institutions, filtered, sorted and paged. */
  findSettleCompany: getEndpoint<typeof Institutions.findSettleCompanyQuerySchema, Pagination.PageResult<Institutions.InstitutionCard>>('/api/settleCompany/findSettleCompany'),
  getSettleCompany: getEndpoint<typeof Institutions.getSettleCompanyQuerySchema, Institutions.InstitutionDetail>('/api/settleCompany/getSettleCompany'),
  /** Recommended institutions for the home page. */
  queryHighCompany: getEndpoint<typeof Institutions.queryHighCompanyQuerySchema, Institutions.InstitutionCard[]>('/api/settleCompany/queryHighCompany'),
  /** Institutions able to test every chosen item (and variety), with their offers. */
  queryProvideCompany: postEndpoint<typeof Institutions.queryProvideCompanyBodySchema, Pagination.PageResult<Institutions.ProvideCompany>>('/api/settleCompany/queryProvideCompany'),
  queryTestService: getEndpoint<typeof Institutions.queryTestServiceQuerySchema, Pagination.PageResult<Institutions.TestService>>('/api/testService/queryTestService'),
  /** Approved evaluations with the averages. */
  queryCompanyEvaluation: getEndpoint<typeof Institutions.queryCompanyEvaluationQuerySchema, Institutions.CompanyEvaluationPage>('/api/orderEvaluation/queryCompanyEvaluation'),
  /** An institution's application to settle (anonymous). */
  addSettleCompany: postEndpoint<typeof Institutions.addSettleCompanyBodySchema, Institutions.SettleApplicationReceipt>('/api/settleCompany/addSettleCompany'),
  /** An application's state, by its credit code and mobile together. */
  querySettleCompany: getEndpoint<typeof Institutions.querySettleCompanyQuerySchema, Institutions.SettleApplicationState>('/api/settleCompany/querySettleCompany'),
} as const;
