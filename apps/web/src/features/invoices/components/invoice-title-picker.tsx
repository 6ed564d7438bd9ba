import { Form, Select } from 'antd';
import type { InvoiceBuyerInput } from '@tcm/shared';
import { useInvoiceTitles } from '../api/invoice-titles';

/**
 * 使用已保存的发票抬头: one of the member's saved titles fills an invoice's buyer (the request
 * dialog's, and checkout's through the page that composes it). Nothing when none is saved.
 */
export function InvoiceTitlePicker({ onPick, label = '使用已保存的发票抬头' }: { onPick: (buyer: InvoiceBuyerInput) => void; label?: string }) {
  const titles = useInvoiceTitles();
  if (!titles.data?.length) return null;
  return (
    <Form.Item label={label}>
      <Select
        placeholder="选择发票抬头"
        aria-label="选择发票抬头"
        options={titles.data.map((t) => ({ value: t.id, label: `${t.title}（${t.typeName}）` }))}
        onChange={(id: number) => {
          const t = titles.data?.find((x) => x.id === id);
          if (t) onPick({ type: t.type, title: t.title, taxNo: t.taxNo, address: t.address, phone: t.phone, bankName: t.bankName, bankAccount: t.bankAccount });
        }}
      />
    </Form.Item>
  );
}
