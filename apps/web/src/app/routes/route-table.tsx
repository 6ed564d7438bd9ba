import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-page';
import { areaPage } from './area-page';
import type { RouteFrame, RouteMeta } from './route-meta';

/**
 * Every route of §2, in one table. A route either shows a page (its own
 * chunk, loaded on first visit) or redirects. `meta` drives the document
 * title, the shell (hidden, hideFooter) and the login guard (requireAuth);
 * `frame` puts the page inside a section's frame (the personal centre's menu,
 * or a console: the institution workbench, the operator console).
 */
export interface RouteEntry {
  path: string;
  meta: RouteMeta;
  page?: ComponentType;
  redirectTo?: string;
  frame?: RouteFrame;
}

const page = lazyPage;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: paths.root.path, meta: { title: '首页' }, redirectTo: paths.home.path },
  { path: paths.home.path, meta: { title: '首页' }, page: page(() => import('./pages/home'), { antd: false }) },

  // Public and information
  { path: paths.detection.path, meta: { title: '送检' }, page: page(() => import('./pages/detection'), { antd: false }) },
  { path: paths.examine.path, meta: { title: '送检申请' }, page: page(() => import('./pages/examine'), { antd: false }) },
  { path: paths.standard.path, meta: { title: '质量标准' }, page: page(() => import('./pages/standard'), { antd: false }) },
  {
    path: paths.standardDetail.path,
    meta: { title: '标准详情', sitemap: false },
    page: page(() => import('./pages/standard/detail'), { antd: false }),
  },
  { path: paths.organization.path, meta: { title: '检测机构' }, page: page(() => import('./pages/organization'), { antd: false }) },
  {
    path: paths.organizationSettlement.path,
    meta: { title: '检测机构入驻' },
    page: page(() => import('./pages/organization/settlement'), { antd: false }),
  },
  {
    path: paths.organizationIntroduce.path,
    meta: { title: '机构介绍' },
    page: page(() => import('./pages/organization/introduce'), { antd: false }),
  },
  {
    path: paths.organizationDetail.path,
    meta: { title: '机构详情', sitemap: false },
    page: page(() => import('./pages/organization/detail'), { antd: false }),
  },
  {
    path: paths.organizationEvaluate.path,
    meta: { title: '机构评价', sitemap: false },
    page: page(() => import('./pages/organization/evaluate'), { antd: false }),
  },
  { path: paths.knowledge.path, meta: { title: '知识库' }, page: page(() => import('./pages/knowledge'), { antd: false }) },
  { path: paths.relation.path, meta: { title: '关联平台' }, page: page(() => import('./pages/relation'), { antd: false }) },
  { path: paths.platformIntro.path, meta: { title: '平台介绍' }, page: page(() => import('./pages/platform-intro'), { antd: false }) },
  { path: paths.search.path, meta: { title: '搜索结果' }, page: page(() => import('./pages/search'), { antd: false }) },
  { path: paths.news.path, meta: { title: '新闻资讯' }, page: page(() => import('./pages/news'), { antd: false }) },
  { path: paths.newsList.path, meta: { title: '资讯列表' }, page: page(() => import('./pages/news/list'), { antd: false }) },
  { path: paths.newsDetail.path, meta: { title: '资讯详情', sitemap: false }, page: page(() => import('./pages/news/detail'), { antd: false }) },
  { path: paths.newsNotices.path, meta: { title: '公示公告' }, page: page(() => import('./pages/news/notices'), { antd: false }) },
  { path: paths.newsNotice.path, meta: { title: '公示详情', sitemap: false }, page: page(() => import('./pages/news/notice'), { antd: false }) },
  { path: paths.about.path, meta: { title: '关于平台', requireAuth: false }, page: page(() => import('./pages/about'), { antd: false }) },
  { path: paths.aboutUs.path, meta: { title: '关于我们' }, page: page(() => import('./pages/about-us'), { antd: false }) },
  { path: paths.protocol.path, meta: { title: '服务协议' }, page: page(() => import('./pages/protocol'), { antd: false }) },
  { path: paths.contactUs.path, meta: { title: '联系我们' }, page: page(() => import('./pages/contact-us'), { antd: false }) },
  { path: paths.helpCenter.path, meta: { title: '帮助中心' }, page: page(() => import('./pages/help-center'), { antd: false }) },
  { path: paths.sitemap.path, meta: { title: '网站地图' }, page: page(() => import('./pages/sitemap'), { antd: false }) },
  { path: paths.pharmacopoeia.path, meta: { title: '药典查询' }, page: page(() => import('./pages/pharmacopoeia'), { antd: false }) },
  {
    path: paths.pharmacopoeiaList.path,
    meta: { title: '药典目录' },
    page: page(() => import('./pages/pharmacopoeia/list'), { antd: false }),
  },
  {
    path: paths.pharmacopoeiaDetail.path,
    meta: { title: '药典详情', sitemap: false },
    page: page(() => import('./pages/pharmacopoeia/detail'), { antd: false }),
  },
  {
    path: paths.pharmacopoeiaSearch.path,
    meta: { title: '药典检索' },
    page: page(() => import('./pages/pharmacopoeia/search'), { antd: false }),
  },

  // Authentication: a focused page without the account area and nav bar.
  { path: paths.login.path, meta: { title: '登录', hidden: true }, page: page(() => import('./pages/login'), { antd: false }) },
  { path: paths.register.path, meta: { title: '注册', hidden: true }, page: page(() => import('./pages/register'), { antd: false }) },
  {
    path: paths.forgetPwd.path,
    meta: { title: '找回密码', hidden: true, sitemap: false },
    page: page(() => import('./pages/forget-pwd'), { antd: false }),
  },
  // Issue #17: a session with an initial password changes it here before anything else.
  {
    path: paths.initPassword.path,
    meta: { title: '修改初始密码', hidden: true, requireAuth: true },
    page: page(() => import('./pages/init-password')),
  },

  // Commerce
  {
    path: paths.shopCart.path,
    meta: { title: '购物车', hideFooter: true },
    page: page(() => import('./pages/shop-cart'), { antd: false }),
  },
  { path: paths.gotoOrder.path, meta: { title: '确认订单', sitemap: false }, page: page(() => import('./pages/goto-order'), { antd: false }) },

  // Personal centre: every page needs a login and sits in the centre's frame.
  { path: paths.pcenter.path, meta: { title: '个人中心', requireAuth: true }, redirectTo: paths.pcenterBaseInfo.path },
  {
    path: paths.pcenterBaseInfo.path,
    meta: { title: '基本信息', requireAuth: true },
    page: areaPage('pcenter', 'base-info', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterOrder.path,
    meta: { title: '订单管理', requireAuth: true },
    page: areaPage('pcenter', 'order', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterOrderDetail.path,
    meta: { title: '订单详情', requireAuth: true },
    page: areaPage('pcenter', 'order/detail'),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterReport.path,
    meta: { title: '我的报告', requireAuth: true },
    page: areaPage('pcenter', 'report', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterCollect.path,
    meta: { title: '我的收藏', requireAuth: true },
    page: areaPage('pcenter', 'collect', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterPackage.path,
    meta: { title: '常用检测项目', requireAuth: true },
    page: areaPage('pcenter', 'package', { antd: false }),
    frame: 'pcenter',
  },

  {
    path: paths.pcenterProduct.path,
    meta: { title: '我的产品', requireAuth: true },
    page: areaPage('pcenter', 'product', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterAddress.path,
    meta: { title: '常用地址', requireAuth: true },
    page: areaPage('pcenter', 'address', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterQuality.path,
    meta: { title: '质量分析', requireAuth: true },
    page: areaPage('pcenter', 'quality', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterNotice.path,
    meta: { title: '消息中心', requireAuth: true },
    page: areaPage('pcenter', 'notice', { antd: false }),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterInvoice.path,
    meta: { title: '我的发票', requireAuth: true },
    page: areaPage('pcenter', 'invoice'),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterInvoiceTitle.path,
    meta: { title: '发票抬头', requireAuth: true },
    page: areaPage('pcenter', 'invoice-title'),
    frame: 'pcenter',
  },
  {
    path: paths.pcenterSmsSettings.path,
    meta: { title: '短信提醒设置', requireAuth: true },
    page: areaPage('pcenter', 'sms-settings', { antd: false }),
    frame: 'pcenter',
  },

  // Issue #10: the mall and technology achievements (public).
  { path: paths.mall.path, meta: { title: '商城' }, page: page(() => import('./pages/mall'), { antd: false }) },
  { path: paths.mallDetail.path, meta: { title: '产品详情', sitemap: false }, page: page(() => import('./pages/mall/detail'), { antd: false }) },
  { path: paths.achievement.path, meta: { title: '技术成果' }, page: page(() => import('./pages/achievement'), { antd: false }) },
  {
    path: paths.achievementDetail.path,
    meta: { title: '成果详情', sitemap: false },
    page: page(() => import('./pages/achievement-detail'), { antd: false }),
  },

  // Issue #11: the institution workbench — staff only (the frame checks the role), its own console frame.
  { path: paths.workbench.path, meta: { title: '检测机构工作台', requireAuth: true }, redirectTo: paths.workbenchOrders.path },
  {
    path: paths.workbenchOrders.path,
    meta: { title: '订单管理', requireAuth: true },
    page: areaPage('workbench', 'orders', { antd: false }),
    frame: 'workbench',
  },
  {
    path: paths.workbenchOrderDetail.path,
    meta: { title: '订单详情', requireAuth: true },
    page: areaPage('workbench', 'orders/detail'),
    frame: 'workbench',
  },
  {
    path: paths.workbenchServices.path,
    meta: { title: '检测服务', requireAuth: true },
    page: areaPage('workbench', 'services', { antd: false }),
    frame: 'workbench',
  },
  {
    path: paths.workbenchProfile.path,
    meta: { title: '机构资料', requireAuth: true },
    page: areaPage('workbench', 'profile', { antd: false }),
    frame: 'workbench',
  },
  {
    path: paths.workbenchEvaluations.path,
    meta: { title: '评价管理', requireAuth: true },
    page: areaPage('workbench', 'evaluations', { antd: false }),
    frame: 'workbench',
  },
  {
    path: paths.workbenchSecurity.path,
    meta: { title: '账号安全', requireAuth: true },
    page: areaPage('workbench', 'security'),
    frame: 'workbench',
  },
  {
    path: paths.workbenchInvoices.path,
    meta: { title: '发票管理', requireAuth: true },
    page: areaPage('workbench', 'invoices'),
    frame: 'workbench',
  },
  {
    path: paths.workbenchNotice.path,
    meta: { title: '消息中心', requireAuth: true },
    page: areaPage('workbench', 'notice', { antd: false }),
    frame: 'workbench',
  },

  // Issue #11: the platform operator console — operators only (the frame checks the role), its own console frame.
  { path: paths.admin.path, meta: { title: '平台运营管理', requireAuth: true }, redirectTo: paths.adminDashboard.path },
  {
    path: paths.adminSettlements.path,
    meta: { title: '入驻审核', requireAuth: true },
    page: areaPage('admin', 'settlements', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminRealName.path,
    meta: { title: '实名审核', requireAuth: true },
    page: areaPage('admin', 'realname', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminEvaluations.path,
    meta: { title: '评价审核', requireAuth: true },
    page: areaPage('admin', 'evaluations', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminQuality.path,
    meta: { title: '质检申请', requireAuth: true },
    page: areaPage('admin', 'quality', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminDashboard.path,
    meta: { title: '数据看板', requireAuth: true },
    page: areaPage('admin', 'dashboard', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminProducts.path,
    meta: { title: '商品审核', requireAuth: true },
    page: areaPage('admin', 'products', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminArticles.path,
    meta: { title: '资讯管理', requireAuth: true },
    page: areaPage('admin', 'articles', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminAdverts.path,
    meta: { title: '广告管理', requireAuth: true },
    page: areaPage('admin', 'adverts'),
    frame: 'admin',
  },
  {
    path: paths.adminHelp.path,
    meta: { title: '帮助问答', requireAuth: true },
    page: areaPage('admin', 'help'),
    frame: 'admin',
  },
  {
    path: paths.adminProtocols.path,
    meta: { title: '协议管理', requireAuth: true },
    page: areaPage('admin', 'protocols'),
    frame: 'admin',
  },
  {
    path: paths.adminDictionary.path,
    meta: { title: '数据字典', requireAuth: true },
    page: areaPage('admin', 'dictionary'),
    frame: 'admin',
  },
  {
    path: paths.adminStandards.path,
    meta: { title: '质量标准', requireAuth: true },
    page: areaPage('admin', 'standards'),
    frame: 'admin',
  },
  {
    path: paths.adminMonographs.path,
    meta: { title: '药典品种', requireAuth: true },
    page: areaPage('admin', 'monographs', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminOrderMessages.path,
    meta: { title: '订单留言', requireAuth: true },
    page: areaPage('admin', 'order-messages', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminPayments.path,
    meta: { title: '支付对账', requireAuth: true },
    page: areaPage('admin', 'payments'),
    frame: 'admin',
  },
  {
    path: paths.adminInvoices.path,
    meta: { title: '发票管理', requireAuth: true },
    page: areaPage('admin', 'invoices'),
    frame: 'admin',
  },
  {
    path: paths.adminAudit.path,
    meta: { title: '操作日志', requireAuth: true },
    page: areaPage('admin', 'audit', { antd: false }),
    frame: 'admin',
  },
  {
    path: paths.adminSecurity.path,
    meta: { title: '账号安全', requireAuth: true },
    page: areaPage('admin', 'security'),
    frame: 'admin',
  },
  {
    path: paths.adminNotice.path,
    meta: { title: '消息中心', requireAuth: true },
    page: areaPage('admin', 'notice', { antd: false }),
    frame: 'admin',
  },

  { path: paths.reportVerify.path, meta: { title: '报告验证' }, page: page(() => import('./pages/report-verify'), { antd: false }) },

  { path: paths.notFound.path, meta: { title: '页面不存在' }, page: page(() => import('./pages/not-found'), { antd: false }) },
  // §2: any unknown path goes to /404 (the address changes; nothing is shown in place).
  { path: '*', meta: { title: '页面不存在' }, redirectTo: paths.notFound.path },
];
