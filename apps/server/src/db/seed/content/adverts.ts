import type { SeedAdvert } from './types';

/** 首页轮播与侧栏广告位，均链接到站内页面。 */
export const SEED_ADVERTS: readonly SeedAdvert[] = [
  {
    position: 'home_banner',
    title: '一站式中药质量检测服务',
    subtitle: '汇聚具备CMA/CNAS资质的检测机构，在线下单、寄样、查报告，全流程可追溯',
    linkUrl: '/detection',
    sort: 1,
    theme: 'industry',
  },
  {
    position: 'home_banner',
    title: '《中国药典》2020年版检测项目全覆盖',
    subtitle: '性状鉴别、含量测定、重金属及有害元素、33种禁用农药、黄曲霉毒素、二氧化硫残留一键查询',
    linkUrl: '/pharmacopoeia',
    sort: 2,
    theme: 'standard',
  },
  {
    position: 'home_banner',
    title: '检测机构入驻招募',
    subtitle: '面向具备检验检测资质的机构开放入驻，共享中药产业链检测需求，月度结算、流程透明',
    linkUrl: '/organization/settlement',
    sort: 3,
    theme: 'notice',
  },
  {
    position: 'home_banner',
    title: '道地药材质量提升行动',
    subtitle: '三七、当归、黄芪等30个道地品种专项检测套餐上线，助力产区品牌建设',
    linkUrl: '/standard',
    sort: 4,
    theme: 'knowledge',
  },
  {
    position: 'home_side',
    title: '饮片专项抽检风险排查',
    subtitle: '染色增重、过度硫熏、外源性有害物质自查套餐，支持加急',
    linkUrl: '/detection',
    sort: 1,
    theme: 'policy',
  },
  {
    position: 'home_side',
    title: '新手送检指南',
    subtitle: '三分钟了解注册认证、下单付款、寄样与报告查询',
    linkUrl: '/helpCenter',
    sort: 2,
    theme: 'help',
  },
];
