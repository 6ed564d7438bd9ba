import { Link } from 'react-router';
import type { InstitutionCard, PageResult } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { environmentOutlined } from '@/components/lite/icon/icon-paths';
import { PagedList } from '@/components/paged-list/paged-list';
import { Rate } from '@/components/lite/rate/rate';
import { institutionHref } from '../hrefs';
import { InstitutionLogo } from './institution-logo';
import { QualificationTags } from './qualification-tags';
import styles from './institutions.module.css';

/** One directory card: logo, name, qualifications, rating, order count, city and what it offers. */
export function InstitutionCardView({ card }: { card: InstitutionCard }) {
  return (
    <li className={styles.card} data-testid="institution-card">
      <Link to={institutionHref(card.id)} className={styles.cardLogo} tabIndex={-1} aria-hidden="true">
        <InstitutionLogo name={card.name} url={card.logoUrl} />
      </Link>
      <div className={styles.cardMain}>
        <h3 className={styles.cardName}>
          <Link to={institutionHref(card.id)}>{card.name}</Link>
          <QualificationTags flags={card.qualifications} />
        </h3>
        <div className={styles.cardRating}>
          <Rate value={card.rating} className={styles.rate} />
          <span className={styles.score} data-testid="institution-rating">
            {card.rating.toFixed(1)}
          </span>
          <span className={styles.muted}>
            检测单量 <b data-testid="institution-orders">{card.orderCount}</b>
          </span>
          <span className={styles.muted}>检测服务 {card.serviceCount} 项</span>
        </div>
        <p className={styles.cardMeta}>
          <span>
            <LiteIcon d={environmentOutlined} /> {card.province === card.city ? card.city : `${card.province} · ${card.city}`}
          </span>
          {card.categoryNames.length ? <span className={styles.muted}>服务类别：{card.categoryNames.join('、')}</span> : null}
        </p>
      </div>
      <Link to={institutionHref(card.id)} className={styles.cardAction}>
        查看详情
      </Link>
    </li>
  );
}

/** One page of the directory (§3 pagination, driven by the address). */
export function InstitutionCards({ page, onPage }: { page: PageResult<InstitutionCard>; onPage: (pageNum: number) => void }) {
  return (
    <PagedList page={page} onPage={onPage} item={(card) => <InstitutionCardView key={card.id} card={card} />} className={styles.cards} testId="institution-cards" pagerClassName={styles.pagination} showTotal={(total) => `共 ${total} 家`} />
  );
}
