import { LiteIcon } from '@/components/lite/icon/icon';
import { clockCircleOutlined, environmentOutlined, mailOutlined, phoneOutlined, warningOutlined } from '@/components/lite/icon/icon-paths';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { OPERATOR } from '@/config/site';
import { usePlatformContacts } from '@/features/dictionary/hooks/use-platform-contacts';
import styles from './contact-us.module.css';

// Fictional, like the filing numbers of config/site.ts.
const ADDRESS = '北京市朝阳区望京东路 8 号华夏中药科技园 A 座 6 层';
const HOURS = '周一至周五 9:00–18:00（法定节假日除外）';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <span className={styles.icon}>{icon}</span>
      <div>
        <p className={styles.label}>{label}</p>
        <p className={styles.value}>{children}</p>
      </div>
    </li>
  );
}

/** 联系我们: phone, complaint line and mailbox from the data dictionary, address and hours. */
export default function ContactUsPage() {
  const { tel, complaintTel: complaint, mailbox: email } = usePlatformContacts();
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <div className={styles.body}>
        <p className={styles.lead}>欢迎咨询送检业务、机构入驻与平台合作，我们将在一个工作日内回复。</p>
        <ul className={styles.grid} data-testid="contacts">
          <ContactItem icon={<LiteIcon d={phoneOutlined} />} label="服务热线">
            {tel ? <a href={`tel:${tel.replace(/\s/g, '')}`}>{tel}</a> : '—'}
          </ContactItem>
          <ContactItem icon={<LiteIcon d={warningOutlined} />} label="投诉电话">
            {complaint ?? '—'}
          </ContactItem>
          <ContactItem icon={<LiteIcon d={mailOutlined} />} label="平台邮箱">
            {email ? <a href={`mailto:${email}`}>{email}</a> : '—'}
          </ContactItem>
          <ContactItem icon={<LiteIcon d={environmentOutlined} />} label="联系地址">
            {ADDRESS}
          </ContactItem>
          <ContactItem icon={<LiteIcon d={clockCircleOutlined} />} label="服务时间">
            {HOURS}
          </ContactItem>
        </ul>
        <p className={styles.operator}>运营单位：{OPERATOR}</p>
      </div>
    </section>
  );
}
