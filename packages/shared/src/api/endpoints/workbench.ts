import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Workbench from '../workbench';

/**
 * `workbenchCalls`: Issue #11, the institution workbench (staff, on their own institution's rows only): its test services, profile and evaluations.
 * @tcm/shared re-exports this file as a namespace (`export * as workbenchCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Our institution's services, on and off the shelf, paged. */
export const queryMyService = getEndpoint<typeof Workbench.queryMyServiceQuerySchema, Workbench.MyServicePage>('/api/institutionService/queryMyService');
/** The price is sent in yuan as typed; the server stores fen. */
export const addMyService = postEndpoint<typeof Workbench.addMyServiceBodySchema, Workbench.MyService>('/api/institutionService/addMyService');
export const editMyService = postEndpoint<typeof Workbench.editMyServiceBodySchema, Workbench.MyService>('/api/institutionService/editMyService');
/** 上架 (1) or 下架 (0). */
export const changeMyServiceStatus = postEndpoint<typeof Workbench.changeMyServiceStatusBodySchema, Workbench.MyService>('/api/institutionService/changeMyServiceStatus');
/** Our institution as the platform shows it. */
export const getMyProfile = getEndpoint<undefined, Workbench.MyProfile>('/api/institutionProfile/getMyProfile');
/** Answers the saved profile. */
export const editMyProfile = postEndpoint<typeof Workbench.editMyProfileBodySchema, Workbench.MyProfile>('/api/institutionProfile/editMyProfile');
/** What members wrote of us, every audit status unless asked. */
export const queryMyEvaluation = getEndpoint<typeof Workbench.queryMyEvaluationQuerySchema, Workbench.MyEvaluationPage>('/api/institution/evaluation/queryMyEvaluation');
