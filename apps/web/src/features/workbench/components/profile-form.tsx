import type { FormEvent } from 'react';
import { editMyProfileBodySchema, INSTITUTION_ADMIN_MESSAGES, PROFILE_CERTIFICATE_MAX, QUALIFICATION_FLAG_LABELS, type MyProfile } from '@tcm/shared';
import { useActionSubmit } from '@/components/action-modal/action-submit';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { Descriptions } from '@/components/lite/descriptions/descriptions';
import { Field, helpIdOf } from '@/components/lite/field/field';
import { Tag } from '@/components/lite/tag/tag';
import { TextArea } from '@/components/lite/text-area/text-area';
import { UploadField } from '@/components/uploader/upload-field';
import { schemaValidator, useLiteForm } from '@/lib/lite-form';
import { useEditMyProfile } from '../api/get-my-profile';
import { toProfileBody, toProfileFormValues } from './profile-values';
import styles from './workbench.module.css';

const { shape } = editMyProfileBodySchema;
const INTRO_MAX = 2000; // the contract's limit; the counter shows it, the rule says it
const RULES = {
  intro: [schemaValidator(shape.intro)],
  city: [schemaValidator(shape.city)],
  address: [schemaValidator(shape.address)],
  contactName: [schemaValidator(shape.contactName)],
  contactPhone: [schemaValidator(shape.contactPhone)],
  email: [schemaValidator(shape.email)],
};
type TextName = 'city' | 'address' | 'contactName' | 'contactPhone' | 'email';

/** 机构资料: what the platform approved (read-only) and what the institution keeps current itself. Plain elements, no antd (issue #18). */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const form = useLiteForm(toProfileFormValues(profile), RULES);
  const save = useEditMyProfile();
  // Stays on the page after saving; the saved profile replaces the cached one.
  const submit = useActionSubmit(() => undefined, INSTITUTION_ADMIN_MESSAGES.profileSaved);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (values) void submit(save.mutateAsync(toProfileBody(values)));
  };
  const text = (name: TextName, label: string, placeholder?: string) => (
    <Field id={form.idOf(name)} label={label} error={form.errors[name]}>
      <AffixInput {...form.input(name)} placeholder={placeholder} />
    </Field>
  );
  const images = (name: 'logoUrl' | 'certificateUrls', label: string, max: number, extra: string) => (
    <UploadField id={form.idOf(name)} label={label} extra={extra} max={max} value={form.values[name]} onChange={(v) => form.setValue(name, v)} />
  );
  const qualifications = (
    <>
      {profile.qualifications.length
        ? profile.qualifications.map((q) => (
            <Tag key={q} bordered color="green">
              {QUALIFICATION_FLAG_LABELS[q]}
            </Tag>
          ))
        : '—'}
      {profile.cmaCertNo ? <span className={styles.hint}>CMA {profile.cmaCertNo} </span> : null}
      {profile.cnasCertNo ? <span className={styles.hint}>CNAS {profile.cnasCertNo}</span> : null}
    </>
  );
  return (
    <>
      <section className={styles.section} aria-label="入驻信息">
        <h2 className={styles.sectionTitle}>入驻信息（如需变更请联系平台）</h2>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'name', label: '机构名称', children: profile.name },
            { key: 'unifyCode', label: '统一社会信用代码', children: profile.unifyCode },
            { key: 'province', label: '所在省份', children: profile.province },
            { key: 'qualifications', label: '资质', children: qualifications },
          ]}
        />
      </section>
      <form noValidate className={styles.profileForm} onSubmit={onSubmit} data-testid="profile-form">
        {images('logoUrl', '机构Logo', 1, '一张图片，展示在机构列表与详情页')}
        <Field id={form.idOf('intro')} label="机构简介" error={form.errors.intro}>
          <TextArea
            id={form.idOf('intro')}
            name="intro"
            rows={6}
            showCount
            maxLength={INTRO_MAX}
            value={form.values.intro}
            invalid={Boolean(form.errors.intro)}
            aria-describedby={form.errors.intro ? helpIdOf(form.idOf('intro')) : undefined}
            onChange={(e) => form.setValue('intro', e.target.value)}
          />
        </Field>
        {text('city', '所在城市', '如：杭州')}
        {text('address', '详细地址', '如：西湖区文三路100号')}
        {text('contactName', '联系人')}
        {text('contactPhone', '联系电话', '手机号或座机号，如 0571-88886666')}
        {text('email', '邮箱')}
        {images('certificateUrls', '资质证书图片', PROFILE_CERTIFICATE_MAX, `最多 ${PROFILE_CERTIFICATE_MAX} 张，展示在机构详情页`)}
        <Button kind="primary" htmlType="submit" loading={save.isPending}>
          保存资料
        </Button>
      </form>
    </>
  );
}
