import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import styles from './under-construction.module.css';

export const UNDER_CONSTRUCTION_TEXT = '该功能正在建设中，敬请期待';

/**
 * The honest state of a page a later issue will build: its title and a
 * notice, nothing that pretends to work. `children` may show what the page
 * received (e.g. the search text).
 */
export function UnderConstruction({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <ConstructionIllustration />
        <p className={styles.badge}>建设中</p>
        <p className={styles.text}>{UNDER_CONSTRUCTION_TEXT}</p>
        {children ? <div className={styles.extra}>{children}</div> : null}
        <Link to={paths.home.getHref()} className={styles.homeLink}>
          返回首页
        </Link>
      </div>
    </section>
  );
}

function ConstructionIllustration() {
  return (
    <svg className={styles.illustration} width="160" height="120" viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="108" rx="64" ry="8" fill="#e6efed" />
      <rect x="34" y="30" width="92" height="70" rx="6" fill="#ffffff" stroke="#b7d3cc" strokeWidth="2" />
      <rect x="34" y="30" width="92" height="14" rx="6" fill="#00604f" />
      <circle cx="44" cy="37" r="2.5" fill="#ffffff" />
      <circle cx="52" cy="37" r="2.5" fill="#ffffff" opacity="0.7" />
      <rect x="46" y="54" width="44" height="6" rx="3" fill="#d5e6e2" />
      <rect x="46" y="66" width="68" height="6" rx="3" fill="#e6efed" />
      <rect x="46" y="78" width="56" height="6" rx="3" fill="#e6efed" />
      <g transform="translate(100 58) rotate(-35)">
        <rect x="-4" y="0" width="8" height="40" rx="3" fill="#8a6d3b" />
        <rect x="-14" y="-10" width="28" height="12" rx="3" fill="#4a5a57" />
      </g>
      <path d="M18 100 L30 76 L42 100 Z" fill="#f5a623" />
      <rect x="22" y="86" width="16" height="4" fill="#ffffff" />
    </svg>
  );
}
