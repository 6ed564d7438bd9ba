/**
 * Every path a link or redirect points at, in one place (§2). The route
 * table registers exactly these; `getHref` builds a link with its query.
 */
function fixed<P extends string>(path: P) {
  return { path, getHref: () => path } as const;
}

function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  root: fixed('/'),
  home: fixed('/home'),
  detection: fixed('/detection'),
  examine: fixed('/examine'),
  standard: fixed('/standard'),
  standardDetail: fixed('/standard/detail'),
  organization: fixed('/organization'),
  organizationSettlement: fixed('/organization/settlement'),
  organizationIntroduce: fixed('/organization/introduce'),
  organizationDetail: fixed('/organization/detail'),
  organizationEvaluate: fixed('/organization/evaluate'),
  knowledge: fixed('/knowledge'),
  relation: fixed('/relation'),
  platformIntro: fixed('/platformIntro'),
  search: {
    path: '/search',
    /**
     * §2: salt is a timestamp so searching the same text again still re-creates the page; a tab
     * other than the default one (政策资讯) is kept as searchType.
     */
    getHref: (searchStr: string, { salt = Date.now(), searchType }: { salt?: number; searchType?: string } = {}) =>
      withQuery('/search', { searchStr, salt, searchType }),
  },
  news: fixed('/news'),
  newsList: fixed('/news/list'),
  newsDetail: fixed('/news/detail'),
  newsNotices: fixed('/news/notices'),
  newsNotice: fixed('/news/notice'),
  about: fixed('/about'),
  aboutUs: fixed('/aboutUs'),
  protocol: fixed('/protocal'),
  contactUs: fixed('/contractUs'),
  helpCenter: fixed('/helpCenter'),
  sitemap: fixed('/sitemap'),
  pharmacopoeia: fixed('/pharmacopoeia'),
  pharmacopoeiaList: fixed('/pharmacopoeia/list'),
  pharmacopoeiaDetail: fixed('/pharmacopoeia/detail'),
  pharmacopoeiaSearch: fixed('/pharmacopoeia/search'),
  login: {
    path: '/login',
    /** `redirect` is the page to come back to after logging in. */
    getHref: (redirect?: string | null) => withQuery('/login', { redirect: redirect || null }),
  },
  register: fixed('/register'),
  forgetPwd: fixed('/forgetPwd'),
  /** Issue #17: an account signed in with an initial password changes it here before anything else. */
  initPassword: {
    path: '/initPwd',
    getHref: (redirect?: string | null) => withQuery('/initPwd', { redirect: redirect || null }),
  },
  shopCart: fixed('/shopCart'),
  gotoOrder: fixed('/gotoOrder'),
  pcenter: fixed('/pcenter'),
  pcenterBaseInfo: fixed('/pcenter/baseInfo'),
  pcenterOrder: fixed('/pcenter/order'),
  pcenterOrderDetail: { path: '/pcenter/order/detail', getHref: (id: number) => withQuery('/pcenter/order/detail', { id }) },
  pcenterReport: fixed('/pcenter/report'),
  pcenterCollect: fixed('/pcenter/collect'),
  pcenterPackage: fixed('/pcenter/package'),
  pcenterProduct: fixed('/pcenter/product'),
  pcenterAddress: fixed('/pcenter/address'),
  pcenterQuality: fixed('/pcenter/quality'),
  /** Issue #22: 消息中心 and 短信提醒设置 of the personal centre. */
  pcenterNotice: fixed('/pcenter/notice'),
  pcenterSmsSettings: fixed('/pcenter/smsSettings'),
  /** Issue #23: 我的发票 and 发票抬头 of the personal centre. */
  pcenterInvoice: fixed('/pcenter/invoice'),
  pcenterInvoiceTitle: fixed('/pcenter/invoiceTitle'),
  /** Issue #10: the mall of listed products, and technology achievements. */
  mall: fixed('/mall'),
  mallDetail: fixed('/mall/detail'),
  achievement: fixed('/achievement'),
  achievementDetail: fixed('/achievement/detail'),
  /** Issue #11: the institution workbench (its own frame, staff only). */
  workbench: fixed('/workbench'),
  workbenchOrders: fixed('/workbench/orders'),
  workbenchOrderDetail: { path: '/workbench/orders/detail', getHref: (id: number) => withQuery('/workbench/orders/detail', { id }) },
  workbenchServices: fixed('/workbench/services'),
  workbenchProfile: fixed('/workbench/profile'),
  workbenchEvaluations: fixed('/workbench/evaluations'),
  /** Issue #17: 账号安全 — the authenticator of a staff account. */
  workbenchSecurity: fixed('/workbench/security'),
  /** Issue #22: the institution's 消息中心. */
  workbenchNotice: fixed('/workbench/notice'),
  /** Issue #23: the institution's invoice queue (发票管理). */
  workbenchInvoices: fixed('/workbench/invoices'),
  /** Issue #11: the platform operator console (its own frame, operators only). */
  admin: fixed('/admin'),
  adminSettlements: fixed('/admin/settlements'),
  adminRealName: fixed('/admin/realname'),
  adminEvaluations: fixed('/admin/evaluations'),
  adminQuality: fixed('/admin/quality'),
  adminDashboard: fixed('/admin/dashboard'),
  adminProducts: fixed('/admin/products'),
  adminArticles: fixed('/admin/articles'),
  adminAdverts: fixed('/admin/adverts'),
  adminHelp: fixed('/admin/help'),
  adminProtocols: fixed('/admin/protocols'),
  adminDictionary: fixed('/admin/dictionary'),
  adminStandards: fixed('/admin/standards'),
  adminMonographs: fixed('/admin/monographs'),
  adminAudit: fixed('/admin/audit'),
  /** Issue #22: 订单留言 — any order's thread, read-only, each read audited (?orderNo=). */
  adminOrderMessages: { path: '/admin/order-messages', getHref: (orderNo?: string) => withQuery('/admin/order-messages', { orderNo }) },
  /** Issue #23: 支付对账 — a Beijing day's online payments and refunds, and its reconciliation .xlsx (?day=). */
  adminPayments: fixed('/admin/payments'),
  /** Issue #23: 发票管理 — every institution's invoices. */
  adminInvoices: fixed('/admin/invoices'),
  /** Issue #17: 账号安全 — the operator's authenticator. */
  adminSecurity: fixed('/admin/security'),
  /** Issue #22: the operators' 消息中心 (the platform's queues). */
  adminNotice: fixed('/admin/notice'),
  /** Public: whether a printed report (its QR code) is genuine and still valid. */
  /** The public report check reads ?code=. */
  reportVerify: { path: '/report/verify', getHref: (code: string) => withQuery('/report/verify', { code }) },
  notFound: fixed('/404'),
} as const;

export type PathName = keyof typeof paths;
