import { useMemo, useState } from 'react';
import { App, Button, Form, Skeleton, Table } from 'antd';
import { type CheckoutPrefill, formatFen, type InvoiceBuyerInput, ORDER_MESSAGES, RETCODE, type OrderItemInput, type PlaceOrderResult, type PricedItem, type SampleSheetCheck, type UrgentFlag } from '@tcm/shared';
import { CHECKOUT_DEFAULTS, initialCheckoutValues, knownCheckoutValues, loadDraft, saveDraft, type CheckoutValues } from '../checkout-draft';
import { useCheckoutPrefill } from '../api/get-checkout-prefill';
import { usePayAmount } from '../api/get-pay-amount';
import { usePlaceOrder } from '../api/place-order';
import { type SheetDraft, linesOfSamples, loadSheetDraft, saveSheetDraft } from '../sample-lines';
import { AmountSummary } from './amounts';
import { CheckoutSampleSheet } from './checkout-sample-sheet';
import { OrderFormFields } from './order-form-fields';
import { RecentContacts } from './recent-contacts';
import styles from './orders.module.css';

/** One id per visit of the checkout: sending the same submission twice answers the orders already made. */
const newSubmissionId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);

export interface CheckoutFormProps {
  items: readonly OrderItemInput[];
  userId: number | null;
  /** Prefills the sample's variety (the /detection choice) when the draft has none. */
  variety?: string;
  onPlaced: (result: PlaceOrderResult) => void;
  /**
   * The member's saved 发票抬头, offered while 支付确认后自动申请开票 is checked: the page composes
   * the invoices feature's picker here, handing it the form's fill.
   */
  invoiceTitlePicker?: (onPick: (buyer: InvoiceBuyerInput) => void) => React.ReactNode;
}

/**
 * §2 /gotoOrder: the order's fields, the amounts as the server computes them (getPayAmount, in
 * fen, urgent surcharge included), and placeOrder — one order per institution. Every change is
 * kept as a draft of this user, so leaving and coming back finds the form filled in. The form
 * starts from what the portal knows (issue #20): the herb, the default address (else the last
 * order's contact) and the last invoice.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const prefill = useCheckoutPrefill(props.userId);
  // Without the suggestion (a failed call) the member simply types: the form never waits on it twice.
  if (prefill.isPending) return <Skeleton active paragraph={{ rows: 8 }} title={false} />;
  return <CheckoutFields {...props} prefill={prefill.data ?? null} />;
}

/** A kept sheet applies while the cart's chosen lines are exactly its services (as /detection leaves them). */
function sheetFor(items: readonly OrderItemInput[], sheet: SheetDraft | null): SheetDraft | null {
  if (!sheet) return null;
  const chosen = new Set(items.map((i) => i.testServiceId));
  const lines = linesOfSamples(sheet.samples);
  return lines.length === chosen.size && lines.every((l) => chosen.has(l.testServiceId)) ? sheet : null;
}

function CheckoutFields({ items, userId, variety, prefill, onPlaced, invoiceTitlePicker }: CheckoutFormProps & { prefill: CheckoutPrefill | null }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CheckoutValues>();
  const [submissionId] = useState(newSubmissionId);
  const initial = useMemo(() => {
    const values = initialCheckoutValues(loadDraft(window.localStorage, userId), knownCheckoutValues(CHECKOUT_DEFAULTS, { variety, prefill }));
    // A draft from an earlier visit with no herb yet takes the one chosen on /detection.
    return variety && !values.sample.variety ? { ...values, sample: { ...values.sample, variety, name: values.sample.name || variety } } : values;
  }, [userId, variety, prefill]);
  // Setting fields from code is no edit to antd (no onValuesChange): the draft keeps the picked contact here.
  const pickContact = (contact: CheckoutValues['contact']) => {
    form.setFieldsValue({ contact });
    saveDraft(window.localStorage, userId, form.getFieldsValue(true) as CheckoutValues);
  };
  const pickInvoice = (invoice: InvoiceBuyerInput) => {
    form.setFieldsValue({ invoice: { ...CHECKOUT_DEFAULTS.invoice, ...invoice } });
    saveDraft(window.localStorage, userId, form.getFieldsValue(true) as CheckoutValues);
  };
  const urgentFlag = (Form.useWatch('urgentFlag', form) ?? initial.urgentFlag) as UrgentFlag;
  const [sheet, setSheet] = useState<SheetDraft | null>(() => sheetFor(items, loadSheetDraft(window.localStorage, userId)));
  // With a sample sheet the order's lines are the sheet's, priced by the same preview as the cart's.
  const ordered = useMemo(() => (sheet ? linesOfSamples(sheet.samples) : items), [sheet, items]);
  const amount = usePayAmount(ordered, urgentFlag);
  const place = usePlaceOrder();
  const keepSheet = (next: SheetDraft | null) => {
    setSheet(next);
    saveSheetDraft(window.localStorage, userId, next);
  };
  const imported = (checked: SampleSheetCheck, institutionId: number) => {
    keepSheet({ institutionId, samples: checked.samples });
    // The order-level sample fields stay required: start them from the sheet when still empty.
    const sample = form.getFieldValue('sample') as CheckoutValues['sample'];
    form.setFieldsValue({ sample: { ...sample, name: sample.name || checked.samples[0]!.name, quantity: sample.quantity || `共${checked.samples.length}个样品` } });
    saveDraft(window.localStorage, userId, form.getFieldsValue(true) as CheckoutValues);
  };

  const submit = async (values: CheckoutValues) => {
    try {
      const result = await place.mutateAsync({ ...values, items: [...ordered], samples: sheet?.samples ?? [], submissionId });
      if (result.retcode !== RETCODE.SUCCESS || !result.data) return void message.error(result.retmsg);
      void message.success(result.retmsg || ORDER_MESSAGES.placed);
      saveSheetDraft(window.localStorage, userId, null);
      onPlaced(result.data);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Form<CheckoutValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '90px' }}
      initialValues={initial}
      onValuesChange={(_, all) => saveDraft(window.localStorage, userId, all)}
      onFinish={(v) => void submit(v)}
      scrollToFirstError
      data-testid="checkout-form"
    >
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>检测项目</legend>
        {amount.isPending ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : null}
        {amount.isError ? <p className={styles.error}>{amount.error.message}</p> : null}
        {amount.data?.groups.map((g) => (
          <div key={g.institutionId} className={styles.group} data-testid="checkout-group">
            <div className={styles.groupHead}>
              {g.institutionName}
              <span>本机构小计 {formatFen(g.totalFen)}</span>
            </div>
            <Table<PricedItem>
              size="small"
              rowKey="testServiceId"
              pagination={false}
              dataSource={g.items}
              columns={[
                { title: '检测项目', dataIndex: 'testItemName' },
                { title: '单价', key: 'p', width: 120, render: (_, i) => formatFen(i.unitPriceFen) },
                { title: '样品数', dataIndex: 'sampleCount', width: 90 },
                { title: '周期', key: 'd', width: 110, render: (_, i) => `${i.periodDays}个工作日` },
                { title: '金额', key: 'a', width: 120, render: (_, i) => formatFen(i.amountFen) },
              ]}
            />
          </div>
        ))}
        <CheckoutSampleSheet sheet={sheet} groups={amount.data?.groups} onImported={imported} onRemove={() => keepSheet(null)} />
      </fieldset>
      <OrderFormFields
        invoiceExtra={invoiceTitlePicker?.(pickInvoice)}
        contactExtra={
          prefill && prefill.addresses.length + prefill.contacts.length > 1 ? <RecentContacts addresses={prefill.addresses} contacts={prefill.contacts} onPick={pickContact} /> : null
        }
      />
      <div className={styles.submitBar}>
        {amount.data ? <AmountSummary amounts={amount.data} /> : null}
        <Button type="primary" size="large" htmlType="submit" loading={place.isPending} disabled={!amount.data}>
          提交订单
        </Button>
      </div>
      {amount.data && amount.data.groups.length > 1 ? <p className={styles.hint}>将按检测机构拆分为 {amount.data.groups.length} 个订单。</p> : null}
    </Form>
  );
}
