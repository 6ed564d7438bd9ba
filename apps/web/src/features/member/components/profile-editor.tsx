import type { FormEvent } from 'react';
import { email, RETCODE, type MemberDetail, type UpdateBaseInfoBody } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { UploadField } from '@/components/uploader/upload-field';
import { useLiteForm } from '@/lib/lite-form';
import { notifier } from '@/lib/notifier';
import { useUpdateBaseInfo } from '../api/update-base-info';
import styles from './member.module.css';

const LABEL_WIDTH = 160;

/**
 * 编辑资料: the avatar (one image, cropped if the member wants, no watermark)
 * and the e-mail address. Account, mobile and verified names are not edited here.
 * Plain elements, no antd (issue #18).
 */
export function ProfileEditor({ detail }: { detail: MemberDetail }) {
  const form = useLiteForm({ avatarUrl: detail.avatarUrl ?? '', email: detail.email ?? '' }, { email: [email] });
  const update = useUpdateBaseInfo();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    const body: UpdateBaseInfoBody = { avatarUrl: values.avatarUrl, email: values.email };
    try {
      const result = await update.mutateAsync(body);
      if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg);
      else notifier().error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <form noValidate name="profile-editor" className={styles.editor} onSubmit={(event) => void save(event)} data-testid="profile-editor">
      <UploadField
        id={form.idOf('avatarUrl')}
        label="头像"
        layout="horizontal"
        labelWidth={LABEL_WIDTH}
        extra="jpg、jpeg、png、gif 图片，小于 30MB，建议裁剪为正方形"
        max={1}
        value={form.values.avatarUrl}
        onChange={(v) => form.setValue('avatarUrl', v)}
      />
      <Field id={form.idOf('email')} label="电子邮箱" error={form.errors.email} layout="horizontal" labelWidth={LABEL_WIDTH}>
        <AffixInput {...form.input('email')} onChange={(e) => form.setValue('email', e.target.value.trim())} placeholder="请输入电子邮箱" maxLength={60} autoComplete="email" />
      </Field>
      <div style={{ paddingInlineStart: LABEL_WIDTH }}>
        <Button kind="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
      </div>
    </form>
  );
}
