import { Link } from 'react-router';
import qrMiniProgram from '@/assets/qr-mini-program.svg';
import qrOfficialAccount from '@/assets/qr-official-account.svg';
import { ShellIcon } from '@/components/shell-icon/shell-icon';
import {
  ABOUT_ITEMS,
  COPYRIGHT,
  FRIEND_LINKS,
  ICP_FILING,
  MEDICINE_INFO_FILING,
  OPERATOR,
  ORGANISER,
  PUBLIC_SECURITY_FILING,
} from '@/config/site';
import { paths } from '@/config/paths';
import { usePlatformContacts } from '@/features/dictionary/hooks/use-platform-contacts';
import styles from './site-footer.module.css';

/**
 * A visitor's way to the pages no menu item leads to (issue #20); §2's 关于我们 items above stay
 * plain text, as the spec has them.
 */
const SITE_LINKS = [
  { name: '帮助中心', path: paths.helpCenter.path },
  { name: '联系我们', path: paths.contactUs.path },
  { name: '关于我们', path: paths.aboutUs.path },
  { name: '网站地图', path: paths.sitemap.path },
] as const;

/** §1/§2 footer: links, about, organisers, QR codes and contacts, filings. */
export function SiteFooter() {
  const { tel, complaintTel, mailbox } = usePlatformContacts();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.friends} aria-labelledby="footer-friends">
          <h2 id="footer-friends" className={styles.heading}>
            友情链接
          </h2>
          <ul className={styles.linkGrid}>
            {FRIEND_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            关于我们
          </h2>
          <ul className={styles.plainList}>
            {ABOUT_ITEMS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>

        <section className={styles.units} aria-label="主办与运营">
          <h2 className={styles.heading}>主办单位</h2>
          <p className={styles.unitName}>{ORGANISER}</p>
          <h2 className={styles.heading}>运营单位</h2>
          <p className={styles.unitName}>{OPERATOR}</p>
        </section>

        <section className={styles.contact} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            关注与联系我们
          </h2>
          <div className={styles.qrRow}>
            <figure className={styles.qr}>
              <img src={qrOfficialAccount} width={108} height={108} alt="公众号二维码" />
              <figcaption>官方公众号</figcaption>
            </figure>
            <figure className={styles.qr}>
              <img src={qrMiniProgram} width={108} height={108} alt="小程序二维码" />
              <figcaption>官方小程序</figcaption>
            </figure>
          </div>
          <ul className={styles.contactList}>
            <li>
              <ShellIcon name="phoneOutlined" className={styles.contactIcon} />
              联系电话：<span data-testid="platform-tel">{tel ?? '—'}</span>
            </li>
            <li>
              <ShellIcon name="customerServiceOutlined" className={styles.contactIcon} />
              投诉电话：<span data-testid="complaint-tel">{complaintTel ?? '—'}</span>
            </li>
            <li>
              <ShellIcon name="mailOutlined" className={styles.contactIcon} />
              平台邮箱：{mailbox ? <a href={`mailto:${mailbox}`}>{mailbox}</a> : '—'}
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <nav aria-label="站点服务" className={styles.siteLinks}>
          {SITE_LINKS.map((link) => (
            <Link key={link.path} to={link.path}>
              {link.name}
            </Link>
          ))}
        </nav>
        <p>{COPYRIGHT}</p>
        <p className={styles.filings}>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {ICP_FILING}
          </a>
          <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
            {PUBLIC_SECURITY_FILING}
          </a>
          <span>互联网药品信息服务资格证书：{MEDICINE_INFO_FILING}</span>
        </p>
      </div>
    </footer>
  );
}
