import { Link } from 'react-router';
import { LiteIcon } from '@/components/lite/icon/icon';
import {
  bankOutlined,
  bookOutlined,
  bulbOutlined,
  experimentOutlined,
  fileProtectOutlined,
  questionCircleOutlined,
  readOutlined,
  safetyCertificateOutlined,
  shopOutlined,
} from '@/components/lite/icon/icon-paths';
import { paths } from '@/config/paths';
import styles from './home.module.css';

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
