import type { ReactNode } from 'react';
import { formatFen, type InstitutionDetail } from '@tcm/shared';
import { Rate } from '@/components/lite/rate/rate';
import { InstitutionLogo } from './institution-logo';
import { QualificationTags } from './qualification-tags';
import styles from './detail.module.css';

/** The head of /organization/detail: logo, name, qualifications, rating, figures, contact; `actions` (e.g. 收藏) top right. */
export function InstitutionProfile({ detail, actions }: { detail: InstitutionDetail; actions?: ReactNode }) {
  const contact: Array<{ label: string; value: string; wide?: boolean }> = [
    { label: '机构地址', value: detail.address.startsWith(detail.province) ? detail.address : `${detail.province}${detail.address}`, wide: true },
    { label: '联系人', value: detail.contactName },
    { label: '联系电话', value: detail.contactPhone },
    { label: '电子邮箱', value: detail.email },
    { label: '统一社会信用代码', value: detail.unifyCode },
  ];
  return (
    <header className={styles.profile} data-testid="institution-profile">
      <InstitutionLogo name={detail.name} url={detail.logoUrl} size={120} />
      <div className={styles.profileMain}>
        <h2 className={styles.name}>
          {detail.name}
          <QualificationTags flags={detail.qualifications} />
        </h2>
        <div className={styles.figures}>
          <Rate value={detail.rating} />
          <span className={styles.score}>{detail.rating.toFixed(1)} 分</span>
          <span>
            检测单量 <b>{detail.orderCount}</b>
          </span>
          <span>
            检测服务 <b>{detail.services.total}</b> 项
          </span>
          {detail.services.minPriceFen !== null ? (
            <span>
              价格 <b className={styles.price}>{formatFen(detail.services.minPriceFen)}</b> 起
            </span>
          ) : null}
        </div>
        <dl className={styles.contact}>
          {contact.map((item) => (
            <div key={item.label} className={item.wide ? styles.wide : undefined}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
