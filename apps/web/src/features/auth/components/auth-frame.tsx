import type { ReactNode } from 'react';
import { LiteIcon } from '@/components/lite/icon/icon';
import { safetyCertificateOutlined } from '@/components/lite/icon/icon-paths';
import { SITE_NAME } from '@/config/site';
import { fileSearchOutlined, readOutlined } from './auth-icons';
import styles from './auth-frame.module.css';

const SELLING_POINTS = [
  { icon: <LiteIcon d={safetyCertificateOutlined} />, title: '资质检测机构', text: '入驻机构具备 CMA / CNAS 等检测资质' },
  { icon: <LiteIcon d={fileSearchOutlined} />, title: '在线送检 全程可查', text: '下单、寄样、检测到出具报告，状态实时跟踪' },
  { icon: <LiteIcon d={readOutlined} />, title: '标准与药典查询', text: '质量标准、《中国药典》条目一站检索' },
] as const;

/**
 * The frame of the login, register and password pages: the platform's brand
 * panel on the left, the page's h1 and form on the right.
 */
export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className={styles.frame}>
      <aside className={styles.brand} aria-label="平台简介">
        <HerbPattern />
        <p className={styles.brandName}>{SITE_NAME}</p>
        <p className={styles.slogan}>守护中药品质 · 服务产业全链条</p>
        <ul className={styles.points}>
          {SELLING_POINTS.map((point) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.pointIcon}>{point.icon}</span>
              <span>
                <strong className={styles.pointTitle}>{point.title}</strong>
                <span className={styles.pointText}>{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
      <div className={styles.panel}>
        <div className={styles.panelInner}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** Faint leaves behind the brand text, drawn inline (no image request). */
function HerbPattern() {
  return (
    <svg className={styles.pattern} width="320" height="320" viewBox="0 0 320 320" aria-hidden="true">
      <g fill="none" stroke="#ffffff" strokeOpacity="0.14" strokeWidth="2">
        <path d="M60 300 C60 190 130 110 260 100 C260 220 190 300 60 300 Z" />
        <path d="M72 288 C120 230 170 180 240 120" strokeLinecap="round" />
        <path d="M120 238 L108 196 M160 200 L152 160 M198 164 L196 128 M140 220 L180 226 M180 184 L214 186" strokeLinecap="round" />
      </g>
      <circle cx="250" cy="250" r="34" fill="#e6b422" fillOpacity="0.22" />
    </svg>
  );
}
