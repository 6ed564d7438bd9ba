import { getEndpoint, postEndpoint } from '../endpoint';
import type * as OrderCatalogue from '../order-catalogue';
import type * as Pagination from '../pagination';

/** §7 myTestService: a member's common test packages (members only; each call works on the caller's own). */
export const packageCalls = {
  findMyTestService: getEndpoint<typeof OrderCatalogue.findMyTestServiceQuerySchema, Pagination.PageResult<OrderCatalogue.MyTestService>>('/api/myTestService/findMyTestService'),
  /** One package with its items' current offers. */
  getMyTestService: getEndpoint<typeof OrderCatalogue.myTestServiceIdQuerySchema, OrderCatalogue.MyTestService>('/api/myTestService/getMyTestService'),
  /** A GET that deletes, as §7 has it. */
  deleteMyTestService: getEndpoint<typeof OrderCatalogue.myTestServiceIdQuerySchema, null>('/api/myTestService/deleteMyTestService'),
  addMyTestService: postEndpoint<typeof OrderCatalogue.addMyTestServiceBodySchema, OrderCatalogue.MyTestService>('/api/myTestService/addMyTestService'),
  /** Rename a package and/or replace its items. */
  editMyTestService: postEndpoint<typeof OrderCatalogue.editMyTestServiceBodySchema, OrderCatalogue.MyTestService>('/api/myTestService/editMyTestService'),
} as const;
