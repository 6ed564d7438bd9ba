import type { SeedNewsRecord } from './types';

/** 首页滚动快讯（每条不超过40字）。 */
export const SEED_NEWS_RECORDS: readonly SeedNewsRecord[] = [
  { content: '平台累计完成检测订单突破5万笔', linkUrl: null, daysAgo: 0 },
  { content: '甘陇道地药材检测研究院有限公司完成入驻，可承接当归、黄芪全检', linkUrl: '/organization', daysAgo: 1 },
  { content: '本周饮片抽检批次合格率97.2%，较上周提升0.4个百分点', linkUrl: '/standard', daysAgo: 2 },
  { content: '平台将于本周六22:00至次日06:00进行系统升级维护', linkUrl: '/news/list', daysAgo: 2 },
  { content: '“道地药材质量提升专区”上线，首批30个品种套餐', linkUrl: '/detection', daysAgo: 9 },
  { content: '岭南方圆中药检测有限公司完成入驻，新增广陈皮特色检测', linkUrl: '/organization', daysAgo: 11 },
  { content: '三七皂苷含量测定加急服务周期缩短至3个工作日', linkUrl: '/detection', daysAgo: 14 },
  { content: '平台入驻检测机构数量达到46家，覆盖22个省份', linkUrl: '/organization', daysAgo: 17 },
  { content: '当归专项抽检结果公布：二氧化硫残留合格率98.1%', linkUrl: '/news/list', daysAgo: 21 },
  { content: '中原怀药检测技术有限公司通过CNAS扩项评审', linkUrl: '/organization', daysAgo: 24 },
  { content: '企业会员批量下单单次上限提升至200个样品', linkUrl: '/helpCenter', daysAgo: 27 },
  { content: '《中国药典》2020年版通则0212解读专题上线', linkUrl: '/standard', daysAgo: 30 },
  { content: '平台客服热线服务时间调整为工作日8:30—18:00', linkUrl: '/contractUs', daysAgo: 34 },
  { content: '吉长参茸检验检测有限公司完成入驻，专注人参、鹿茸检测', linkUrl: '/organization', daysAgo: 38 },
  { content: '平台月度检测批次首次突破2000批，合格率96.8%', linkUrl: null, daysAgo: 41 },
  { content: '平台新增DNA条形码鉴定项目，覆盖12个贵细品种', linkUrl: '/detection', daysAgo: 45 },
  { content: '湘楚九方检测技术有限公司完成入驻', linkUrl: '/organization', daysAgo: 49 },
  { content: '黄曲霉毒素检测套餐限时优惠，药材类九折', linkUrl: '/detection', daysAgo: 52 },
  { content: '平台检测报告防伪校验码核验次数突破10万次', linkUrl: null, daysAgo: 56 },
  { content: '冀东衡信检测技术有限公司因数据造假被暂停服务', linkUrl: '/news/list', daysAgo: 60 },
];
