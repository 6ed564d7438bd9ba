import { Link } from 'react-router';
import { HomeBlock } from '@/components/home-block/home-block';
import { paths } from '@/config/paths';
import { useRecommendedInstitutions } from '../api/query-high-company';
import { institutionHref } from '../hrefs';
import { InstitutionLogo } from './institution-logo';
import { QualificationTags } from './qualification-tags';
import styles from './recommended.module.css';

/**
 * 推荐检测机构 on the home page (queryHighCompany). Default export: the home page loads it
 * as its own chunk. Nothing is shown when the call fails: the home page has other blocks.
 */
export default function RecommendedInstitutions() {
  const { data, isPending, isError } = useRecommendedInstitutions(8);
  if (isError || (data && data.length === 0)) return null;
  return (
    <HomeBlock title="推荐检测机构" testId="home-institutions" more={{ href: paths.organization.getHref() }} pending={isPending}>
      {data?.map((card) => (
        <li key={card.id}>
          <Link to={institutionHref(card.id)} className={styles.item}>
            <InstitutionLogo name={card.name} url={card.logoUrl} size={64} />
            <div className={styles.text}>
              <b title={card.name}>{card.name}</b>
              <QualificationTags flags={card.qualifications} />
              <span className={styles.figures}>
                <b className={styles.score}>{card.rating.toFixed(1)}分</b> · {card.city} · 单量 {card.orderCount}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </HomeBlock>
  );
}
