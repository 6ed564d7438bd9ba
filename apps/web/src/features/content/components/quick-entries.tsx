import { Link } from 'react-router';
import { LiteIcon } from '@/components/lite/icon/icon';
import {
  bankOutlined,
  bookOutlined,
  bulbOutlined,
  experimentOutlined,
  readOutlined,
  safetyCertificateOutlined,
  shopOutlined,
} from '@/components/lite/icon/icon-paths';
import { paths } from '@/config/paths';
import styles from './home.module.css';

// Only the home page draws these two: kept here, not in icon-paths, whose glyphs live in the kit every page loads.
const questionCircleOutlined = "M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm0 820c-205.4 0-372-166.6-372-372s166.6-372 372-372 372 166.6 372 372-166.6 372-372 372z M623.6 316.7C593.6 290.4 554 276 512 276s-81.6 14.5-111.6 40.7C369.2 344 352 380.7 352 420v7.6c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V420c0-44.1 43.1-80 96-80s96 35.9 96 80c0 31.1-22 59.6-56.1 72.7-21.2 8.1-39.2 22.3-52.1 40.9-13.1 19-19.9 41.8-19.9 64.9V620c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8v-22.7a48.3 48.3 0 0130.9-44.8c59-22.7 97.1-74.7 97.1-132.5.1-39.3-17.1-76-48.3-103.3zM472 732a40 40 0 1080 0 40 40 0 10-80 0z";
const fileProtectOutlined = "M644.7 669.2a7.92 7.92 0 00-6.5-3.3H594c-6.5 0-10.3 7.4-6.5 12.7l73.8 102.1c3.2 4.4 9.7 4.4 12.9 0l114.2-158c3.8-5.3 0-12.7-6.5-12.7h-44.3c-2.6 0-5 1.2-6.5 3.3l-63.5 87.8-22.9-31.9zM688 306v-48c0-4.4-3.6-8-8-8H296c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h384c4.4 0 8-3.6 8-8zm-392 88c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h184c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H296zm184 458H208V148h560v296c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V108c0-17.7-14.3-32-32-32H168c-17.7 0-32 14.3-32 32v784c0 17.7 14.3 32 32 32h312c4.4 0 8-3.6 8-8v-56c0-4.4-3.6-8-8-8zm402.6-320.8l-192-66.7c-.9-.3-1.7-.4-2.6-.4s-1.8.1-2.6.4l-192 66.7a7.96 7.96 0 00-5.4 7.5v251.1c0 2.5 1.1 4.8 3.1 6.3l192 150.2c1.4 1.1 3.2 1.7 4.9 1.7s3.5-.6 4.9-1.7l192-150.2c1.9-1.5 3.1-3.8 3.1-6.3V538.7c0-3.4-2.2-6.4-5.4-7.5zM826 763.7L688 871.6 550 763.7V577l138-48 138 48v186.7z";

const ENTRIES = [
  { name: '送检', hint: '在线提交样品检测', href: paths.detection.path, icon: experimentOutlined },
  { name: '质量标准', hint: '中药质量控制标准', href: paths.standard.path, icon: safetyCertificateOutlined },
  { name: '药典查询', hint: '《中国药典》检索', href: paths.pharmacopoeia.path, icon: bookOutlined },
  { name: '检测机构', hint: '资质齐全的入驻机构', href: paths.organization.path, icon: bankOutlined },
  // Not in the §2 main menu, so the home page is where a visitor finds them (issue #10).
  { name: '中药商城', hint: '会员产品与检测报告', href: paths.mall.path, icon: shopOutlined },
  { name: '技术成果', hint: '科研成果转化与洽谈', href: paths.achievement.path, icon: bulbOutlined },
  // Nor are these: the knowledge base, help and checking a report a visitor was handed (issue #20).
  { name: '知识库', hint: '智能搜索、标准检索与画像', href: paths.knowledge.path, icon: readOutlined },
  { name: '帮助中心', hint: '送检流程与常见问题', href: paths.helpCenter.path, icon: questionCircleOutlined },
  { name: '报告验证', hint: '扫码或输入验证码验真', href: paths.reportVerify.path, icon: fileProtectOutlined },
] as const;

/** The quick entries under the banner. */
export function QuickEntries() {
  return (
    <nav className={styles.quickEntries} aria-label="快捷入口">
      {ENTRIES.map(({ name, hint, href, icon }) => (
        <Link key={href} to={href} className={styles.quickEntry}>
          <LiteIcon d={icon} className={styles.quickIcon} />
          <span>
            <strong>{name}</strong>
            <small>{hint}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}
