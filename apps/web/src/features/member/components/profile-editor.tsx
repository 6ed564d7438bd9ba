import { App, Button, Form, Input } from 'antd';
import { email, RETCODE, type MemberDetail, type UpdateBaseInfoBody } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { ruleOf } from '@/lib/form-rules';
import { useUpdateBaseInfo } from '../api/update-base-info';
import styles from './member.module.css';

interface ProfileValues {
  avatarUrl: string;
  email: string;
}

/**
 * 编辑资料: the avatar (one image, cropped if the member wants, no watermark)
 * and the e-mail address. Account, mobile and verified names are not edited here.
 */
export function ProfileEditor({ detail }: { detail: MemberDetail }) {
  const [form] = Form.useForm<ProfileValues>();
  const { message } = App.useApp();
  const update = useUpdateBaseInfo();

  const save = async (values: ProfileValues) => {
    const body: UpdateBaseInfoBody = { avatarUrl: values.avatarUrl ?? '', email: values.email ?? '' };
    try {
      const result = await update.mutateAsync(body);
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Form
      form={form}
      name="profile-editor"
      className={styles.editor}
      labelCol={{ flex: '160px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={{ avatarUrl: detail.avatarUrl ?? '', email: detail.email ?? '' }}
      onFinish={(values) => void save(values)}
      data-testid="profile-editor"
    >
      <Form.Item name="avatarUrl" label="头像" extra="jpg、jpeg、png、gif 图片，小于 30MB，建议裁剪为正方形">
        <Uploader max={1} />
      </Form.Item>
      <Form.Item name="email" label="电子邮箱" normalize={(v: string) => v.trim()} rules={[ruleOf(email)]}>
        <Input placeholder="请输入电子邮箱" maxLength={60} autoComplete="email" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存资料
        </Button>
      </Form.Item>
    </Form>
  );
}
