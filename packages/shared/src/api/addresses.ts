import { z } from 'zod';
import { type ContactInfo, contactInfoSchema } from './orders';

/**
 * A member's address book (issue #20, our calls beside §7's): the return contacts — who receives
 * a returned sample and the paper report, and where — a member keeps to pick at checkout. One is
 * the default while any exist; checkout starts from it.
 */
export const MEMBER_ADDRESS_LIMIT = 10;

export const ADDRESS_MESSAGES = {
  notFound: '该地址不存在或不属于当前账号',
  full: `最多保存${MEMBER_ADDRESS_LIMIT}个常用地址，请先删除不再使用的地址`,
  saved: '地址已保存',
  deleted: '地址已删除',
  defaultSet: '已设为默认地址',
} as const;

export interface MemberAddress extends ContactInfo {
  id: number;
  isDefault: boolean;
  updatedAt: string;
}

const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');

/** POST api/memberAddress/saveMyAddress: a new address without `id`, else an edit of one of mine. */
export const saveMyAddressBodySchema = contactInfoSchema.extend({
  id: zId.optional(),
  isDefault: z.boolean({ error: '是否默认只能是 true 或 false' }).default(false),
});
export type SaveMyAddressBody = z.input<typeof saveMyAddressBodySchema>;
/** The body as the server reads it, once checked. */
export type SaveMyAddress = z.output<typeof saveMyAddressBodySchema>;

/** POST api/memberAddress/deleteMyAddress and setDefaultAddress: one of mine, by id. */
export const myAddressIdBodySchema = z.object({ id: zId });
export type MyAddressIdBody = z.input<typeof myAddressIdBodySchema>;
