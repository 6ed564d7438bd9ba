import { useState } from 'react';
import { MEMBER_TYPE_OPTIONS, type LoginResult, type MemberType } from '@tcm/shared';
import { Tabs } from '@/components/lite/tabs/tabs';
import { RegisterForm } from './register-form';
import styles from './auth-form.module.css';

const FIRST = MEMBER_TYPE_OPTIONS[0]!.value;

/**
 * 普通会员 / 个人会员 / 企业会员: one form per member type (§1). As antd's Tabs
 * did, a visited tab's form stays in the page (hidden), keeping what was typed.
 */
export function RegisterTabs({ onRegistered }: { onRegistered: (result: LoginResult) => void }) {
  const [active, setActive] = useState<MemberType>(FIRST);
  const [visited, setVisited] = useState<readonly MemberType[]>([FIRST]);
  return (
    <Tabs
      className={styles.tabs}
      items={MEMBER_TYPE_OPTIONS.map((option) => ({ key: String(option.value), label: option.label }))}
      activeKey={String(active)}
      onChange={(key) => {
        const memberType = MEMBER_TYPE_OPTIONS.find((option) => String(option.value) === key)!.value;
        setActive(memberType);
        setVisited((types) => (types.includes(memberType) ? types : [...types, memberType]));
      }}
    >
      {visited.map((memberType) => (
        <div key={memberType} hidden={memberType !== active}>
          <RegisterForm memberType={memberType} onRegistered={onRegistered} />
        </div>
      ))}
    </Tabs>
  );
}
