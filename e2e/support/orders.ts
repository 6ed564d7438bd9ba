import type { InvoiceBuyerInput, PageResult, TestService } from '@tcm/shared';
import { expect } from 'vitest';
import { callApi, sharedSession } from './accounts';
import { baseUrl } from './browser';
import { onePagePdf } from './pdf';

/** A placed order as the browser tests name it. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
}

/**
 * The member (its token) orders one sample of `sampleName` for the first service of the
 * institution `staffAccount` works for, through the API — the browser tests' starting point.
 * `invoice` is what the checkout asks for (a 普通发票 to 个人 unless given).
 */
export async function placeOrderAt(memberToken: string, sampleName: string, staffAccount = 'jigou01', invoice: InvoiceBuyerInput = { type: 1, title: '个人' }): Promise<PlacedOrder> {
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
    invoice,
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
  };
  const res = await callApi<{ orders: PlacedOrder[] }>('/api/orderInfo/placeOrder', body, memberToken);
  expect(res.retcode, res.retmsg).toBe(1);
  return res.data.orders[0]!;
}

/** Uploads a real one-page PDF (its only line: `line`) as the token's owner; answers its file URL. */
export async function uploadPdf(token: string, line: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await onePagePdf(line))], { type: 'application/pdf' }), 'file.pdf');
  const res = await fetch(`${baseUrl()}/api/uploadFile`, { method: 'POST', headers: { Token: token }, body: form });
  const url = ((await res.json()) as { data?: { fileUrl?: string } }).data?.fileUrl;
  if (!url) throw new Error('upload failed');
  return url;
}

/** One order move through the API, which must succeed. */
export async function orderStep(path: string, body: object, token: string): Promise<void> {
  const r = await callApi(path, body, token);
  expect(r.retcode, `${path}: ${r.retmsg}`).toBe(1);
}

/** An order placed, approved, its contract provided (by `staffAccount`) and signed: at 待支付. */
export async function orderAtPendingPayment(memberToken: string, sampleName: string, opts: { staffAccount?: string; invoice?: InvoiceBuyerInput } = {}): Promise<PlacedOrder> {
  const order = await placeOrderAt(memberToken, sampleName, opts.staffAccount, opts.invoice);
  const staff = (await sharedSession(opts.staffAccount ?? 'jigou01')).accessToken;
  await orderStep('/api/institutionOrder/approveOrder', { orderId: order.id }, staff);
  await orderStep('/api/institutionOrder/provideContract', { orderId: order.id, contractUrl: await uploadPdf(staff, 'E2E contract') }, staff);
  await orderStep('/api/orderInfo/signContract', { orderId: order.id, signedContractUrl: await uploadPdf(memberToken, 'E2E signed contract') }, memberToken);
  return order;
}
