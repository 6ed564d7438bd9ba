import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/lib/testing/fake-api';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { CourierFields, type CourierValues, courierBody } from './courier-fields';

configure({ asyncUtilTimeout: 3000 });

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  stubAntdBrowserApis();
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://portal.local');
      const trackingNo = searchParams.get('trackingNo') ?? '';
      asked.push(`${pathname} ${trackingNo}`);
      const candidates = trackingNo.startsWith('SF') ? [{ code: 'shunfeng', name: '顺丰速运' }] : trackingNo.startsWith('ZJS') ? [{ code: 'zhaijisong', name: '宅急送' }] : [];
      return jsonResponse({ retcode: 1, retmsg: '', data: { candidates } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The harness's form, for reading what the fields hold (set once it exists). */
const harness: { form?: FormInstance<CourierValues> } = {};
function Harness() {
  const [form] = Form.useForm<CourierValues>();
  useEffect(() => {
    harness.form = form;
  }, [form]);
  return (
    <Form form={form} layout="vertical">
      <CourierFields rules={{ courier: [{ required: true, message: '请填写快递公司' }], trackingNo: [] }} />
    </Form>
  );
}
const renderFields = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
const courierInput = () => screen.getByLabelText('快递公司') as HTMLInputElement;

describe('CourierFields (寄送样品 / 回寄样品)', () => {
  it('pre-selects the courier recognised from the tracking number, with its code', async () => {
    renderFields();
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    await waitFor(() => expect(courierInput().value).toBe('顺丰速运'));
    expect(screen.getByTestId('courier-recognised').textContent).toBe('已根据单号识别：顺丰速运');
    expect(courierBody(harness.form!.getFieldsValue())).toEqual({ courier: '顺丰速运', courierCode: 'shunfeng', trackingNo: 'SF1234567890' });
    expect(asked).toEqual(['/api/logistics/recogniseCourier SF1234567890']);
  });

  it('keeps the code of a recognised courier that is not on our list', async () => {
    renderFields();
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'ZJS001234567' } });
    await waitFor(() => expect(courierInput().value).toBe('宅急送'));
    expect(harness.form!.getFieldValue('courierCode')).toBe('zhaijisong');
  });

  it('never overrides a courier the member typed, and gives a typed listed name its code', async () => {
    renderFields();
    fireEvent.change(courierInput(), { target: { value: '中通快递' } });
    expect(harness.form!.getFieldValue('courierCode')).toBe('zhongtong');
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    await waitFor(() => expect(screen.getByTestId('courier-recognised')).toBeTruthy());
    expect(courierInput().value).toBe('中通快递');
    fireEvent.change(courierInput(), { target: { value: '本地同城快递' } });
    expect(courierBody(harness.form!.getFieldsValue())).toEqual({ courier: '本地同城快递', trackingNo: 'SF1234567890' });
  });

  it('asks nothing about a number too short to tell', async () => {
    renderFields();
    fireEvent.change(screen.getByLabelText('快递单号'), { target: { value: 'SF12' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(asked).toEqual([]);
  });
});
