/** Demo evaluations and settlement applications (all people and companies fictional). */

/** [service, timeliness, quality, content, reply] — shown once approved. */
export const SEED_REVIEWS: [number, number, number, string, string | null][] = [
  [5, 5, 5, '送检的黄芪饮片三天就出了报告，含量测定数据清楚，客服全程跟进，很省心。', '感谢您的信任，我们会继续保持检测时效。'],
  [5, 4, 5, '报告规范，附有色谱图，质量部审核一次通过。寄样地址写得很清楚。', null],
  [4, 4, 5, '农残33项一次做完，价格比预期略高，但数据可靠，后续还会合作。', '已为贵司开通批量送检优惠，欢迎再次委托。'],
  [5, 5, 4, '加急服务很给力，周五下午送样，下周二就拿到了电子报告。', null],
  [4, 3, 4, '检测结果没问题，就是节假日前后报告出得慢了一两天。', '节前样品集中，给您带来不便深表歉意，我们已增加排班。'],
  [5, 5, 5, '二氧化硫和重金属一起测，工程师主动提醒我们留样，专业。', null],
  [4, 5, 4, '线上下单方便，进度随时能查，报告扫码可验真。', null],
  [3, 4, 4, '显微鉴别的图片希望再清晰一些，其他都满意。', '已反馈实验室，后续报告将附高清显微照片。'],
  [5, 4, 5, 'DNA条形码鉴定帮我们排除了一批混伪品，避免了损失。', null],
  [4, 4, 4, '整体不错，发票开具及时，对公转账确认也快。', null],
];

/** Awaiting review (status 1) — never public. */
export const SEED_PENDING_REVIEWS = ['报告已收到，等内部复核后再来补充评价。', '样品寄出后沟通顺畅，期待后续合作。'];
/** Rejected (status 3) — never public: advertising and abuse are what review refuses. */
export const SEED_REJECTED_REVIEWS = ['低价代做各类检测报告，加微信详聊！', '什么破机构，垃圾！！！'];

export interface SeedApplication {
  companyName: string;
  province: string;
  city: string;
  address: string;
  contactName: string;
  mobile: string;
  status: 1 | 2 | 3;
  rejectReason?: string;
  /** Index into SEED_INSTITUTIONS for an approved application (the institution it became). */
  institutionIndex?: number;
  daysAgo: number;
}

export const SEED_APPLICATIONS: SeedApplication[] = [
  { companyName: '杏苑质检科技（洛阳）有限公司', province: '河南', city: '洛阳', address: '洛龙区开元大道256号', contactName: '宋承宇', mobile: '13900000101', status: 1, daysAgo: 2 },
  { companyName: '东篱药物检测（扬州）有限公司', province: '江苏', city: '扬州', address: '邗江区文昌西路9号', contactName: '管若愚', mobile: '13900000102', status: 1, daysAgo: 5 },
  { companyName: '青禾本草检测技术（北京）有限公司', province: '北京', city: '北京', address: '海淀区杏坛路18号院3号楼', contactName: '林知远', mobile: '13900000103', status: 2, institutionIndex: 0, daysAgo: 1470 },
  { companyName: '皖北药都检测科技（亳州）有限公司', province: '安徽', city: '亳州', address: '谯城区魏武大道1688号', contactName: '张怀瑾', mobile: '13900000104', status: 2, institutionIndex: 13, daysAgo: 1910 },
  { companyName: '云岭草本检测（大理）有限公司', province: '云南', city: '大理', address: '大理市苍山路77号', contactName: '杨洱海', mobile: '13900000105', status: 3, rejectReason: 'CMA资质证书已过有效期，请更新证书后重新申请', daysAgo: 30 },
  { companyName: '北辰药析检测（石家庄）有限公司', province: '河北', city: '石家庄', address: '长安区中山东路300号', contactName: '贾北辰', mobile: '13900000106', status: 3, rejectReason: '营业执照经营范围不含检验检测服务', daysAgo: 60 },
];
