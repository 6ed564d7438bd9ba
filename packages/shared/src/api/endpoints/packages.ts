import { getEndpoint, postEndpoint } from '../endpoint';
import type * as OrderCatalogue from '../order-catalogue';
import type * as Pagination from '../pagination';

/**
 * `packageCalls`: §7 myTestService: a member's common test packages (members only; each call works on the caller's own).
 * @tcm/shared re-exports this file as a namespace (`export * as packageCalls`), so a page carries only
 * the descriptors it uses.
 */

export const findMyTestService = getEndpoint<typeof OrderCatalogue.findMyTestServiceQuerySchema, Pagination.PageResult<OrderCatalogue.MyTestService>>('/api/myTestService/findMyTestService');
/** One package with its items' current offers. */
export const getMyTestService = getEndpoint<typeof OrderCatalogue.myTestServiceIdQuerySchema, OrderCatalogue.MyTestService>('/api/myTestService/getMyTestService');
/** A GET that deletes, as §7 has it. */
export const deleteMyTestService = getEndpoint<typeof OrderCatalogue.myTestServiceIdQuerySchema, null>('/api/myTestService/deleteMyTestService');
export const addMyTestService = postEndpoint<typeof OrderCatalogue.addMyTestServiceBodySchema, OrderCatalogue.MyTestService>('/api/myTestService/addMyTestService');
/** Rename a package and/or replace its items. */
export const editMyTestService = postEndpoint<typeof OrderCatalogue.editMyTestServiceBodySchema, OrderCatalogue.MyTestService>('/api/myTestService/editMyTestService');
