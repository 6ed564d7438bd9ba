import type * as Addresses from '../addresses';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #20: the member's address book (members only; each call works on the caller's own addresses). */
export const addressCalls = {
  /** My address book, default first. */
  findMyAddress: getEndpoint<undefined, Addresses.MemberAddress[]>('/api/memberAddress/findMyAddress'),
  /** A new address without `id`, else an edit of one of mine. */
  saveMyAddress: postEndpoint<typeof Addresses.saveMyAddressBodySchema, Addresses.MemberAddress>('/api/memberAddress/saveMyAddress'),
  deleteMyAddress: postEndpoint<typeof Addresses.myAddressIdBodySchema, null>('/api/memberAddress/deleteMyAddress'),
  /** The address checkout starts from. */
  setDefaultAddress: postEndpoint<typeof Addresses.myAddressIdBodySchema, null>('/api/memberAddress/setDefaultAddress'),
} as const;
