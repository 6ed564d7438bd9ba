/** Fixed texts of the site shell. Filing numbers and organisations are fictional placeholders. */
export const SITE_NAME = '中药质量检测服务平台';
export const SITE_NAME_EN = 'TCM Quality Testing Service Platform';

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${SITE_NAME}` : SITE_NAME;
}

export const BRAND_COLOR = '#00604f';

export const FRIEND_LINKS = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn/' },
  { name: '国家中医药管理局', url: 'http://www.natcm.gov.cn/' },
  { name: '国家市场监督管理总局', url: 'https://www.samr.gov.cn/' },
  { name: '国家卫生健康委员会', url: 'http://www.nhc.gov.cn/' },
  { name: '中国中药协会', url: 'http://www.catcm.org.cn/' },
  { name: '中华中医药学会', url: 'https://www.cacm.org.cn/' },
] as const;

/** §2 footer 关于我们: plain text, not links. */
export const ABOUT_ITEMS = ['平台法律声明', '登录/注册', '新手指南', '平台规则'] as const;

export const ORGANISER = '华夏中医药产业集团有限公司';
export const OPERATOR = '华夏中药质量检测科技有限公司';

export const COPYRIGHT = `Copyright © 2026 ${OPERATOR} 版权所有`;
export const ICP_FILING = '京ICP备2026000000号-1';
export const PUBLIC_SECURITY_FILING = '京公网安备11010202026000号';
export const MEDICINE_INFO_FILING = '(京)-非经营性-2026-0000';
