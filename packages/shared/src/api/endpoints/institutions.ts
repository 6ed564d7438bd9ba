import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Institutions from '../institutions';
import type * as Pagination from '../pagination';

/**
 * `institutionCalls`: §7 settleCompany, testService, serviceCategory, testItem and orderEvaluation/queryCompanyEvaluation.
 * @tcm/shared re-exports this file as a namespace (`export * as institutionCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The whole two-level tree, unpaged. */
export const queryServiceCategory = getEndpoint<undefined, Institutions.ServiceCategory[]>('/api/serviceCategory/queryServiceCategory');
export const getTestItemList = getEndpoint<typeof Institutions.getTestItemListQuerySchema, Institutions.TestItem[]>('/api/testItem/getTestItemList');
/** The directory of listed institutions, filtered, sorted and paged. */
export const findSettleCompany = getEndpoint<typeof Institutions.findSettleCompanyQuerySchema, Pagination.PageResult<Institutions.InstitutionCard>>('/api/settleCompany/findSettleCompany');
export const getSettleCompany = getEndpoint<typeof Institutions.getSettleCompanyQuerySchema, Institutions.InstitutionDetail>('/api/settleCompany/getSettleCompany');
/** Recommended institutions for the home page. */
export const queryHighCompany = getEndpoint<typeof Institutions.queryHighCompanyQuerySchema, Institutions.InstitutionCard[]>('/api/settleCompany/queryHighCompany');
/** Institutions able to test every chosen item (and variety), with their offers. */
export const queryProvideCompany = postEndpoint<typeof Institutions.queryProvideCompanyBodySchema, Pagination.PageResult<Institutions.ProvideCompany>>('/api/settleCompany/queryProvideCompany');
export const queryTestService = getEndpoint<typeof Institutions.queryTestServiceQuerySchema, Pagination.PageResult<Institutions.TestService>>('/api/testService/queryTestService');
/** Approved evaluations with the averages. */
export const queryCompanyEvaluation = getEndpoint<typeof Institutions.queryCompanyEvaluationQuerySchema, Institutions.CompanyEvaluationPage>('/api/orderEvaluation/queryCompanyEvaluation');
/** An institution's application to settle (anonymous). */
export const addSettleCompany = postEndpoint<typeof Institutions.addSettleCompanyBodySchema, Institutions.SettleApplicationReceipt>('/api/settleCompany/addSettleCompany');
/** An application's state, by its credit code and mobile together. */
export const querySettleCompany = getEndpoint<typeof Institutions.querySettleCompanyQuerySchema, Institutions.SettleApplicationState>('/api/settleCompany/querySettleCompany');
