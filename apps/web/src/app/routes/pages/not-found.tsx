import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import styles from './not-found.module.css';

/** A page with a magnifier over it, in the brand's greens: nothing found (250 px, as antd's 404 picture). */
function LostPageDrawing() {
  return (
    <svg className={styles.drawing} viewBox="0 0 252 250" width="252" height="250" aria-hidden="true" focusable="false">
      <ellipse cx="126" cy="226" rx="96" ry="12" fill="#eef3f1" />
      <circle cx="126" cy="112" r="96" fill="#e6f2ef" />
      <rect x="76" y="46" width="100" height="132" rx="8" fill="#fff" stroke="#80b0a7" strokeWidth="3" />
      <path d="M94 76h64M94 96h64M94 116h40M94 136h52" stroke="#c9ddd8" strokeWidth="6" strokeLinecap="round" />
      <circle cx="166" cy="150" r="30" fill="#fff" fillOpacity="0.7" stroke="#00604f" strokeWidth="8" />
      <path d="M188 172l26 26" stroke="#00604f" strokeWidth="12" strokeLinecap="round" />
      <path d="M158 142q8-10 16 0M166 158v2" stroke="#e6b422" strokeWidth="5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** /404: where every unknown path lands (§2). */
export default function NotFoundPage() {
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} />
      <div className={styles.result}>
        <LostPageDrawing />
        <p className={styles.title}>404</p>
        <p className={styles.subTitle}>抱歉，您访问的页面不存在或已被移除</p>
        <div className={styles.extra}>
          <Link to={paths.home.getHref()} className={styles.homeLink}>
            返回首页
          </Link>
        </div>
      </div>
    </section>
  );
}
