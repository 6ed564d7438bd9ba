import type * as Addresses from '../addresses';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `addressCalls`: Issue #20: the member's address book (members only; each call works on the caller's own addresses).
 * @tcm/shared re-exports this file as a namespace (`export * as addressCalls`), so a page carries only
 * the descriptors it uses.
 */

/** My address book, default first. */
export const findMyAddress = getEndpoint<undefined, Addresses.MemberAddress[]>('/api/memberAddress/findMyAddress');
/** A new address without `id`, else an edit of one of mine. */
export const saveMyAddress = postEndpoint<typeof Addresses.saveMyAddressBodySchema, Addresses.MemberAddress>('/api/memberAddress/saveMyAddress');
export const deleteMyAddress = postEndpoint<typeof Addresses.myAddressIdBodySchema, null>('/api/memberAddress/deleteMyAddress');
/** The address checkout starts from. */
export const setDefaultAddress = postEndpoint<typeof Addresses.myAddressIdBodySchema, null>('/api/memberAddress/setDefaultAddress');
