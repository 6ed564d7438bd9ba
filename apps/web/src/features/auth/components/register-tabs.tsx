import { Tabs } from 'antd';
import { MEMBER_TYPE_OPTIONS, type LoginResult } from '@tcm/shared';
import { RegisterForm } from './register-form';
import styles from './auth-form.module.css';

/** 普通会员 / 个人会员 / 企业会员: one form per member type (§1). */
export function RegisterTabs({ onRegistered }: { onRegistered: (result: LoginResult) => void }) {
  return (
    <Tabs
      className={styles.tabs}
      items={MEMBER_TYPE_OPTIONS.map((option) => ({
        key: String(option.value),
        label: option.label,
        children: <RegisterForm memberType={option.value} onRegistered={onRegistered} />,
      }))}
    />
  );
}
