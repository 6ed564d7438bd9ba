import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES, ORDER_MESSAGES } from '@tcm/shared';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { jsonResponse } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { CHECKOUT_DEFAULTS, type CheckoutValues } from '../checkout-draft';
import { OrderFormFields } from './order-form-fields';

const GOOD_CODE = '91350100M000100Y43';
const BAD_CODE = '91350100M000100Y44';
const VAT = { type: 3, title: '福建青禾中药饮片有限公司', taxNo: GOOD_CODE, address: '福州市鼓楼区五四路1号', phone: '0591-88886666', bankName: '中国工商银行福州分行', bankAccount: '1402021109900012345' };
const filled: CheckoutValues = {
  ...CHECKOUT_DEFAULTS,
  sample: { ...CHECKOUT_DEFAULTS.sample, name: '黄芪饮片', variety: '黄芪', quantity: '500g' },
  invoice: { ...CHECKOUT_DEFAULTS.invoice, title: '福建青禾中药饮片有限公司' },
  contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
};

/** The order's fields in a form as checkout holds them, with a submit button; answers what was submitted. */
function renderFields(initial: Partial<CheckoutValues>) {
  const submitted: CheckoutValues[] = [];
  function Harness() {
    const [form] = Form.useForm<CheckoutValues>();
    return (
      <Form<CheckoutValues> form={form} initialValues={{ ...filled, ...initial }} onFinish={(v) => void submitted.push(v)}>
        <OrderFormFields invoiceExtra={<span data-testid="saved-titles" />} />
        <button type="submit">提交订单</button>
      </Form>
    );
  }
  renderWithQueryClient(<Harness />);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
  return { submitted, submit };
}

const checkbox = () => screen.getByRole('checkbox', { name: '支付确认后自动申请开票' });
const taxNoInput = () => document.querySelector<HTMLInputElement>('#invoice_taxNo');

beforeEach(() => {
  stubAntdBrowserApis();
  // antd's inputs with a count measure themselves.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ retcode: 1, retmsg: '', data: [{ value: 2, label: '2020年版' }] })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout: 支付确认后自动申请开票 (issue #23)', () => {
  it('unchecked: the invoice asks what it always did (a 普通发票 shows no taxpayer number, no saved titles)', async () => {
    const { submitted, submit } = renderFields({});
    expect(checkbox()).toHaveProperty('checked', false);
    expect(taxNoInput()).toBeNull();
    expect(screen.queryByTestId('saved-titles')).toBeNull();
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.autoInvoice).toBe(false);
  });

  it('checked, 普通发票: offers the saved titles and the taxpayer number, refuses a bad unified social credit code in the server’s words', async () => {
    const { submitted, submit } = renderFields({});
    fireEvent.click(checkbox());
    expect(await screen.findByTestId('saved-titles')).toBeTruthy();
    fireEvent.change(taxNoInput()!, { target: { value: BAD_CODE } });
    submit();
    expect(await screen.findByText(INVOICE_MESSAGES.taxNoInvalid)).toBeTruthy();
    expect(submitted).toEqual([]);
    fireEvent.change(taxNoInput()!, { target: { value: GOOD_CODE } });
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ autoInvoice: true, invoice: { type: 1, taxNo: GOOD_CODE } });
  });

  it('checked, 专用发票: every bank and registration field is required and the code is checked; unchecked the same code passes as before', async () => {
    const first = renderFields({ autoInvoice: true, invoice: { ...VAT, taxNo: BAD_CODE, bankName: '', address: '' } });
    first.submit();
    expect(await screen.findByText(INVOICE_MESSAGES.taxNoInvalid)).toBeTruthy();
    expect(await screen.findAllByText(ORDER_MESSAGES.vatFieldRequired)).toHaveLength(2);
    expect(first.submitted).toEqual([]);
    cleanup();

    const second = renderFields({ autoInvoice: false, invoice: { ...VAT, taxNo: BAD_CODE } });
    second.submit();
    await waitFor(() => expect(second.submitted).toHaveLength(1));
    expect(screen.queryByText(INVOICE_MESSAGES.taxNoInvalid)).toBeNull();
  });
});
