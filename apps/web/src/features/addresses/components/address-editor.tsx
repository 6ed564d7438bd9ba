import { useId, useState, type FormEvent } from 'react';
import { ADDRESS_MESSAGES, phoneOrLandline, required, RETCODE, type MemberAddress } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Checkbox } from '@/components/lite/checkbox/checkbox';
import { Dialog } from '@/components/lite/dialog/dialog';
import { Field } from '@/components/lite/field/field';
import { useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { useSaveMyAddress } from '../api/save-my-address';

export interface AddressEditorProps {
  /** Editing this address; adding a new one when absent. */
  address?: MemberAddress;
  /** The first address of a book is its default whatever is ticked. */
  first: boolean;
  onClose: () => void;
}

/** 新增 / 编辑地址: who receives a returned sample and the paper report, their phone, and where. */
export function AddressEditor({ address, first, onClose }: AddressEditorProps) {
  const formId = useId();
  const form = useLiteForm(
    { name: address?.name ?? '', phone: address?.phone ?? '', address: address?.address ?? '' },
    { name: [required], phone: [required, phoneOrLandline], address: [required] },
  );
  const [isDefault, setDefault] = useState(address?.isDefault ?? first);
  const save = useSaveMyAddress();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    try {
      const result = await save.mutateAsync({ ...values, isDefault, ...(address ? { id: address.id } : {}) });
      if (result.retcode !== RETCODE.SUCCESS) return notifier().error(result.retmsg);
      notifier().success(result.retmsg || ADDRESS_MESSAGES.saved);
      onClose();
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Dialog
      open
      title={address ? '编辑地址' : '新增地址'}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取 消</Button>
          <Button kind="primary" htmlType="submit" form={formId} loading={save.isPending}>
            保 存
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} data-testid="address-editor">
        <Field id={form.idOf('name')} label="联系人" required error={form.errors.name}>
          <AffixInput {...form.input('name')} placeholder="收件人姓名" maxLength={30} autoComplete="name" data-autofocus="" />
        </Field>
        <Field id={form.idOf('phone')} label="联系电话" required error={form.errors.phone}>
          <AffixInput {...form.input('phone')} onChange={(e) => form.setValue('phone', e.target.value.trim())} placeholder="手机号或座机号" maxLength={20} autoComplete="tel" />
        </Field>
        <Field id={form.idOf('address')} label="回寄地址" required error={form.errors.address} extra="退回的样品和纸质报告寄往此处">
          <AffixInput {...form.input('address')} placeholder="省、市、区县、街道门牌" maxLength={200} autoComplete="street-address" />
        </Field>
        <Checkbox checked={isDefault} onChange={setDefault} disabled={address?.isDefault || first}>
          设为默认地址（下单时自动填入）
        </Checkbox>
      </form>
    </Dialog>
  );
}
