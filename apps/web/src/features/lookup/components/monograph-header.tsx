import { Link, useNavigate } from 'react-router';
import { PHARMACOPOEIA_VOLUME_LABELS, type MonographDetail } from '@tcm/shared';
import { paths } from '@/config/paths';
import { Breadcrumb } from '@/components/lite/breadcrumb/breadcrumb';
import { LiteIcon } from '@/components/lite/icon/icon';
import { bankOutlined, experimentOutlined } from '@/components/lite/icon/icon-paths';
import { Tag } from '@/components/lite/tag/tag';
import { editionLabel } from '../editions';
import { catalogueHref, detectionVarietyHref, monographHref, organizationVarietyHref } from '../hrefs';
import { EditionSwitch } from './edition-switch';
import styles from './monograph.module.css';

/** A monograph's head: where it sits, its names, its edition (with a switch) and where to go next. */
export function MonographHeader({ monograph: m }: { monograph: MonographDetail }) {
  const navigate = useNavigate();
  const editions = [m.edition, ...m.otherEditions.map((o) => o.edition)];
  const switchTo = (edition: number) => {
    const other = m.otherEditions.find((o) => o.edition === edition);
    if (other) void navigate(monographHref(other.id));
  };
  return (
    <header className={styles.monographHeader}>
      <Breadcrumb
        items={[
          { title: '药典查询', href: paths.pharmacopoeia.path },
          { title: PHARMACOPOEIA_VOLUME_LABELS[m.volume], href: catalogueHref({ edition: m.edition, volume: m.volume }) },
          { title: m.categoryName, href: catalogueHref({ edition: m.edition, volume: m.volume, categoryId: m.categoryId }) },
          { title: m.name },
        ]}
      />
      <div className={styles.titleRow}>
        <h2 className={styles.monographTitle}>{m.name}</h2>
        <Tag color="brand" data-testid="edition-tag">
          {editionLabel(m.edition)}
        </Tag>
        {m.otherEditions.length > 0 ? (
          <span className={styles.editionSwitch}>
            <EditionSwitch value={m.edition} available={editions} onChange={switchTo} />
          </span>
        ) : null}
      </div>
      <dl className={styles.names}>
        <dt>汉语拼音</dt>
        <dd>{m.pinyin}</dd>
        <dt>拉丁名</dt>
        <dd className={styles.latin}>{m.latinName ?? '—'}</dd>
        {m.species ? (
          <>
            <dt>基原</dt>
            <dd className={styles.latin}>{m.species}</dd>
          </>
        ) : null}
        {m.aliases.length > 0 ? (
          <>
            <dt>别名</dt>
            <dd>{m.aliases.join('、')}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.nextSteps}>
        {/* Plain links styled as buttons: the pages they open arrive with later issues. */}
        <Link to={detectionVarietyHref(m.name)} className={styles.primaryLink}>
          <LiteIcon d={experimentOutlined} /> 查看检测项目
        </Link>
        <Link to={organizationVarietyHref(m.name)} className={styles.ghostLink}>
          <LiteIcon d={bankOutlined} /> 查找检测机构
        </Link>
      </div>
    </header>
  );
}
