import { useEffect, useMemo, useRef } from 'react';
import { AutoComplete, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { COURIERS, type Courier, courierOfName } from '@tcm/shared';
import { useCourierRecognition } from './use-courier-recognition';
import styles from './courier-fields.module.css';

/** The form values these fields fill: the name shown on the order, the aggregator's code, the number. */
export interface CourierValues {
  courier: string;
  courierCode?: string;
  trackingNo: string;
}

interface Option {
  value: string;
  label: string;
  code: string;
}
const optionOf = (c: Courier): Option => ({ value: c.name, label: c.name, code: c.code });

/** Options matching what is typed; a courier already picked (or pre-selected) shows the whole list, to change it. */
const filterBy = (groups: { options: Option[] }[]) => (input: string, option?: Option | object) => {
  if (!input || groups.some((g) => g.options.some((o) => o.value === input))) return true;
  return String((option as Option | undefined)?.value ?? '').includes(input);
};

/**
 * 快递单号 and 快递公司 of a shipment (寄送样品, 回寄样品; issue #22). The number comes first: once
 * typed, the courier aggregator's recognition pre-selects the courier, unless the member has picked
 * or typed one itself. The courier is picked from the common carriers (their codes go along, so the
 * shipment can be tracked) or typed freely as before; a typed listed name gets its code too.
 */
export function CourierFields({ rules }: { rules: { courier: Rule[]; trackingNo: Rule[] } }) {
  const form = Form.useFormInstance<CourierValues>();
  const trackingNo = Form.useWatch('trackingNo', form);
  const recognised = useCourierRecognition(trackingNo);
  const candidates = useMemo(() => recognised.data?.candidates ?? [], [recognised.data]);
  // Set once the member picks or types a courier: recognition never overrides that choice.
  const chosenByMember = useRef(false);

  useEffect(() => {
    const [best] = candidates;
    if (!best || chosenByMember.current) return;
    form.setFieldsValue({ courier: best.name, courierCode: best.code });
    void form.validateFields(['courier']).catch(() => undefined);
  }, [candidates, form]);

  const options = useMemo(() => {
    const recognisedCodes = new Set(candidates.map((c) => c.code));
    const groups = [];
    if (candidates.length) groups.push({ label: '根据单号识别', options: candidates.map(optionOf) });
    groups.push({ label: '常用快递公司', options: COURIERS.filter((c) => !recognisedCodes.has(c.code)).map(optionOf) });
    return groups;
  }, [candidates]);

  const pick = (_name: string, option: Option | object) => {
    chosenByMember.current = true;
    if ('code' in option) form.setFieldValue('courierCode', option.code);
  };
  const type = (name: string) => {
    chosenByMember.current = true;
    form.setFieldValue('courierCode', courierOfName(name)?.code ?? candidates.find((c) => c.name === name)?.code);
  };
  const best = candidates[0];

  return (
    <>
      <Form.Item name="trackingNo" label="快递单号" rules={rules.trackingNo}>
        <Input placeholder="填写快递单号，将自动识别快递公司" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="courier"
        label="快递公司"
        rules={rules.courier}
        extra={best ? <span className={styles.recognised} data-testid="courier-recognised">已根据单号识别：{best.name}</span> : undefined}
      >
        <AutoComplete options={options} onSelect={pick} onChange={type} placeholder="选择或填写快递公司，如：顺丰速运" filterOption={filterBy(options)} />
      </Form.Item>
      <Form.Item name="courierCode" hidden>
        <Input />
      </Form.Item>
    </>
  );
}

/** The body a move takes from these fields: the code only when there is one. */
export const courierBody = (v: CourierValues) => ({ courier: v.courier, trackingNo: v.trackingNo, ...(v.courierCode ? { courierCode: v.courierCode } : {}) });
