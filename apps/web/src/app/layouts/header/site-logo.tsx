import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME, SITE_NAME_EN } from '@/config/site';
import styles from './site-header.module.css';

/**
 * 580×62 logo (§2): our own mark and the platform name, drawn inline. Its accessible name starts
 * with the text it shows, both lines of it (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function SiteLogo() {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} aria-label={`${SITE_NAME} ${SITE_NAME_EN.toUpperCase()} 首页`}>
      <svg width="580" height="62" viewBox="0 0 580 62" role="img" aria-hidden="true">
        <g transform="translate(1 1)">
          <circle cx="30" cy="30" r="29" fill="#00604f" />
          <circle cx="30" cy="30" r="24.5" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.2" />
          {/* a herb leaf … */}
          <path d="M17 41 C17 25 27 15 44 14 C44 31 34 41 17 41 Z" fill="#ffffff" />
          <path d="M19 39 C25 31 31 25 39 19" fill="none" stroke="#00604f" strokeWidth="2" strokeLinecap="round" />
          {/* … passing inspection */}
          <circle cx="41" cy="41" r="8" fill="#e6b422" stroke="#ffffff" strokeWidth="1.5" />
          <path d="M37.2 41.2 L40 44 L45 38.6" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </g>
        <text
          x="76"
          y="33"
          fill="#00604f"
          fontSize="30"
          fontWeight="700"
          letterSpacing="2"
          fontFamily="'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif"
        >
          {SITE_NAME}
        </text>
        <text
          x="77"
          y="53"
          fill="#5b7a73"
          fontSize="11.5"
          letterSpacing="1.6"
          fontFamily="'Helvetica Neue', Arial, sans-serif"
        >
          {SITE_NAME_EN.toUpperCase()}
        </text>
      </svg>
    </Link>
  );
}
