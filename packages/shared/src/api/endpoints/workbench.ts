import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Workbench from '../workbench';

/** Issue #11, the institution workbench (staff, on their own institution's rows only): its test services, profile and evaluations. */
export const workbenchCalls = {
  /** Our institution's services, on and off the shelf, paged. */
  queryMyService: getEndpoint<typeof Workbench.queryMyServiceQuerySchema, Workbench.MyServicePage>('/api/institutionService/queryMyService'),
  /** The price is sent in yuan as typed; the server stores fen. */
  addMyService: postEndpoint<typeof Workbench.addMyServiceBodySchema, Workbench.MyService>('/api/institutionService/addMyService'),
  editMyService: postEndpoint<typeof Workbench.editMyServiceBodySchema, Workbench.MyService>('/api/institutionService/editMyService'),
  /** 上架 (1) or 下架 (0). */
  changeMyServiceStatus: postEndpoint<typeof Workbench.changeMyServiceStatusBodySchema, Workbench.MyService>('/api/institutionService/changeMyServiceStatus'),
  /** Our institution as the platform shows it. */
  getMyProfile: getEndpoint<undefined, Workbench.MyProfile>('/api/institutionProfile/getMyProfile'),
  /** Answers the saved profile. */
  editMyProfile: postEndpoint<typeof Workbench.editMyProfileBodySchema, Workbench.MyProfile>('/api/institutionProfile/editMyProfile'),
  /** What members wrote of us, every audit status unless asked. */
  queryMyEvaluation: getEndpoint<typeof Workbench.queryMyEvaluationQuerySchema, Workbench.MyEvaluationPage>('/api/institution/evaluation/queryMyEvaluation'),
} as const;
