import { Button, Descriptions, Form, Input, Tag } from 'antd';
import { editMyProfileBodySchema, INSTITUTION_ADMIN_MESSAGES, PROFILE_CERTIFICATE_MAX, QUALIFICATION_FLAG_LABELS, type MyProfile } from '@tcm/shared';
import { useActionSubmit } from '@/components/action-modal/action-modal';
import { Uploader } from '@/components/uploader/uploader';
import { schemaRule } from '@/lib/form-rules';
import { useEditMyProfile } from '../api/get-my-profile';
import { toProfileBody, toProfileFormValues, type ProfileFormValues } from './profile-values';
import styles from './workbench.module.css';

const { shape } = editMyProfileBodySchema;
const INTRO_MAX = 2000; // the contract's limit; the counter shows it, the rule says it

/** 机构资料: what the platform approved (read-only) and what the institution keeps current itself. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const save = useEditMyProfile();
  // Stays on the page after saving; the saved profile replaces the cached one.
  const submit = useActionSubmit(() => undefined, INSTITUTION_ADMIN_MESSAGES.profileSaved);
  const onFinish = (v: ProfileFormValues) => void submit(save.mutateAsync(toProfileBody(v)));
  return (
    <>
      <Descriptions size="small" column={2} bordered className={styles.section} title="入驻信息（如需变更请联系平台）">
        <Descriptions.Item label="机构名称">{profile.name}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{profile.unifyCode}</Descriptions.Item>
        <Descriptions.Item label="所在省份">{profile.province}</Descriptions.Item>
        <Descriptions.Item label="资质">
          {profile.qualifications.length ? profile.qualifications.map((q) => <Tag key={q} color="green">{QUALIFICATION_FLAG_LABELS[q]}</Tag>) : '—'}
          {profile.cmaCertNo ? <span className={styles.hint}>CMA {profile.cmaCertNo} </span> : null}
          {profile.cnasCertNo ? <span className={styles.hint}>CNAS {profile.cnasCertNo}</span> : null}
        </Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" initialValues={toProfileFormValues(profile)} onFinish={onFinish} className={styles.profileForm} data-testid="profile-form">
        <Form.Item name="logoUrl" label="机构Logo" extra="一张图片，展示在机构列表与详情页">
          <Uploader max={1} />
        </Form.Item>
        <Form.Item name="intro" label="机构简介" rules={[schemaRule(shape.intro)]}>
          <Input.TextArea rows={6} showCount maxLength={INTRO_MAX} />
        </Form.Item>
        <Form.Item name="city" label="所在城市" rules={[schemaRule(shape.city)]}>
          <Input placeholder="如：杭州" />
        </Form.Item>
        <Form.Item name="address" label="详细地址" rules={[schemaRule(shape.address)]}>
          <Input placeholder="如：西湖区文三路100号" />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={[schemaRule(shape.contactName)]}>
          <Input />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" rules={[schemaRule(shape.contactPhone)]}>
          <Input placeholder="手机号或座机号，如 0571-88886666" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[schemaRule(shape.email)]}>
          <Input />
        </Form.Item>
        <Form.Item name="certificateUrls" label="资质证书图片" extra={`最多 ${PROFILE_CERTIFICATE_MAX} 张，展示在机构详情页`}>
          <Uploader max={PROFILE_CERTIFICATE_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存资料
        </Button>
      </Form>
    </>
  );
}
