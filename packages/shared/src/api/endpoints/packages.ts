import { getEndpoint, postEndpoint } from '../endpoint';
import type { MyTestService, addMyTestServiceBodySchema, editMyTestServiceBodySchema, findMyTestServiceQuerySchema, myTestServiceIdQuerySchema } from '../order-catalogue';
import type { PageResult } from '../pagination';

/** §7 myTestService: a member's common test packages (members only; each call works on the caller's own). */
export const packageCalls = {
  findMyTestService: getEndpoint<typeof findMyTestServiceQuerySchema, PageResult<MyTestService>>('/api/myTestService/findMyTestService'),
  /** One package with its items' current offers. */
  getMyTestService: getEndpoint<typeof myTestServiceIdQuerySchema, MyTestService>('/api/myTestService/getMyTestService'),
  /** A GET that deletes, as §7 has it. */
  deleteMyTestService: getEndpoint<typeof myTestServiceIdQuerySchema, null>('/api/myTestService/deleteMyTestService'),
  addMyTestService: postEndpoint<typeof addMyTestServiceBodySchema, MyTestService>('/api/myTestService/addMyTestService'),
  /** Rename a package and/or replace its items. */
  editMyTestService: postEndpoint<typeof editMyTestServiceBodySchema, MyTestService>('/api/myTestService/editMyTestService'),
} as const;
