import type { PageResult, TestService } from '@tcm/shared';
import { expect } from 'vitest';
import { callApi, sharedSession } from './accounts';

/** A placed order as the browser tests name it. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
}

/**
 * The member (its token) orders one sample of `sampleName` for the first service of the
 * institution `staffAccount` works for, through the API — the browser tests' starting point.
 */
export async function placeOrderAt(memberToken: string, sampleName: string, staffAccount = 'jigou01'): Promise<PlacedOrder> {
  const staff = await sharedSession(staffAccount);
  const roles = await callApi<{ institution: { id: number } | null }>('/api/console/getMyRoles', undefined, staff.accessToken);
  const services = await callApi<PageResult<TestService>>(`/api/testService/queryTestService?institutionId=${roles.data.institution!.id}&pageSize=1`);
  const body = {
    submissionId: `e2e-${crypto.randomUUID()}`,
    items: [{ testServiceId: services.data.list[0]!.id, sampleCount: 1 }],
    sample: { name: sampleName, variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
    urgentFlag: 1,
    testingBasis: 2,
    qualification: 1,
    invoice: { type: 1, title: '个人' },
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
  };
  const res = await callApi<{ orders: PlacedOrder[] }>('/api/orderInfo/placeOrder', body, memberToken);
  expect(res.retcode, res.retmsg).toBe(1);
  return res.data.orders[0]!;
}
