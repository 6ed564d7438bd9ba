import { getEndpoint, postEndpoint } from '../endpoint';
import type {
  MyEvaluationPage,
  MyProfile,
  MyService,
  MyServicePage,
  addMyServiceBodySchema,
  changeMyServiceStatusBodySchema,
  editMyProfileBodySchema,
  editMyServiceBodySchema,
  queryMyEvaluationQuerySchema,
  queryMyServiceQuerySchema,
} from '../workbench';

/** Issue #11, the institution workbench (staff, on their own institution's rows only): its test services, profile and evaluations. */
export const workbenchCalls = {
  /** Our institution's services, on and off the shelf, paged. */
  queryMyService: getEndpoint<typeof queryMyServiceQuerySchema, MyServicePage>('/api/institutionService/queryMyService'),
  /** The price is sent in yuan as typed; the server stores fen. */
  addMyService: postEndpoint<typeof addMyServiceBodySchema, MyService>('/api/institutionService/addMyService'),
  editMyService: postEndpoint<typeof editMyServiceBodySchema, MyService>('/api/institutionService/editMyService'),
  /** 上架 (1) or 下架 (0). */
  changeMyServiceStatus: postEndpoint<typeof changeMyServiceStatusBodySchema, MyService>('/api/institutionService/changeMyServiceStatus'),
  /** Our institution as the platform shows it. */
  getMyProfile: getEndpoint<undefined, MyProfile>('/api/institutionProfile/getMyProfile'),
  /** Answers the saved profile. */
  editMyProfile: postEndpoint<typeof editMyProfileBodySchema, MyProfile>('/api/institutionProfile/editMyProfile'),
  /** What members wrote of us, every audit status unless asked. */
  queryMyEvaluation: getEndpoint<typeof queryMyEvaluationQuerySchema, MyEvaluationPage>('/api/institution/evaluation/queryMyEvaluation'),
} as const;
