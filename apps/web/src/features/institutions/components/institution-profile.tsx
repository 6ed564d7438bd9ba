import type { ReactNode } from 'react';
import { Descriptions, Rate } from 'antd';
import { formatFen, type InstitutionDetail } from '@tcm/shared';
import { InstitutionLogo } from './institution-logo';
import { QualificationTags } from './qualification-tags';
import styles from './detail.module.css';

/** The head of /organization/detail: logo, name, qualifications, rating, figures, contact; `actions` (e.g. 收藏) top right. */
export function InstitutionProfile({ detail, actions }: { detail: InstitutionDetail; actions?: ReactNode }) {
  return (
    <header className={styles.profile} data-testid="institution-profile">
      <InstitutionLogo name={detail.name} url={detail.logoUrl} size={120} />
      <div className={styles.profileMain}>
        <h2 className={styles.name}>
          {detail.name}
          <QualificationTags flags={detail.qualifications} />
        </h2>
        <div className={styles.figures}>
          <Rate disabled allowHalf value={Math.round(detail.rating * 2) / 2} />
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
        <Descriptions
          size="small"
          column={2}
          className={styles.contact}
          items={[
            { key: 'address', label: '机构地址', children: detail.address.startsWith(detail.province) ? detail.address : `${detail.province}${detail.address}`, span: 2 },
            { key: 'contact', label: '联系人', children: detail.contactName },
            { key: 'phone', label: '联系电话', children: detail.contactPhone },
            { key: 'email', label: '电子邮箱', children: detail.email },
            { key: 'code', label: '统一社会信用代码', children: detail.unifyCode },
          ]}
        />
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
