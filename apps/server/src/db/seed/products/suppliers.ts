/**
 * Suppliers of the mall: the demo members qiye01, qiye03 and geren03 (db/seed/members.ts) and
 * fictional companies created here as approved corporate members (password DEMO_PASSWORD).
 */
export interface SeedSupplier {
  account: string;
  /** Set for the companies this seed creates; the demo members exist already. */
  create?: { mobile: string; company: string; province: string; serial: number };
  region: string;
  mainProducts: string;
  /** Seal-like logo text (two characters). */
  mark: string;
  premium: boolean;
  /** Position among the home page's recommended suppliers; 0 none. */
  recommend: number;
  contact: [name: string, mobile: string];
}

export const SEED_SUPPLIERS: SeedSupplier[] = [
  { account: 'qiye01', region: '浙江 杭州', mainProducts: '白芍、天麻、西洋参、浙贝母等饮片', mark: '青禾', premium: true, recommend: 1, contact: ['陈经理', '13800000005'] },
  { account: 'qiye03', region: '云南 文山', mainProducts: '三七及三七粉、三七提取物', mark: '三七', premium: false, recommend: 0, contact: ['杨经理', '13800000007'] },
  { account: 'geren03', region: '四川 成都', mainProducts: '川芎、川贝母等川产药材', mark: '芷若', premium: false, recommend: 0, contact: ['刘芷若', '13800000004'] },
  {
    account: 'gongying01',
    create: { mobile: '13900000101', company: '亳州药都本草饮片有限公司', province: '安徽', serial: 1 },
    region: '安徽 亳州',
    mainProducts: '白芍、亳菊、桔梗等亳州道地饮片',
    mark: '本草',
    premium: true,
    recommend: 2,
    contact: ['孙立明', '13900000101'],
  },
  {
    account: 'gongying02',
    create: { mobile: '13900000102', company: '甘肃陇原岷归药材有限公司', province: '甘肃', serial: 2 },
    region: '甘肃 定西',
    mainProducts: '岷当归、黄芪、党参',
    mark: '陇原',
    premium: true,
    recommend: 3,
    contact: ['马建国', '13900000102'],
  },
  {
    account: 'gongying03',
    create: { mobile: '13900000103', company: '长白山参源生物科技有限公司', province: '吉林', serial: 3 },
    region: '吉林 通化',
    mainProducts: '人参、西洋参、鹿茸及参类提取物',
    mark: '参源',
    premium: true,
    recommend: 4,
    contact: ['金明哲', '13900000103'],
  },
  {
    account: 'gongying04',
    create: { mobile: '13900000104', company: '广西玉林桂草提取物有限公司', province: '广西', serial: 4 },
    region: '广西 玉林',
    mainProducts: '植物提取物、挥发油、标准提取物',
    mark: '桂草',
    premium: false,
    recommend: 5,
    contact: ['黄海波', '13900000104'],
  },
  {
    account: 'gongying05',
    create: { mobile: '13900000105', company: '江西樟树仁和堂制药有限公司', province: '江西', serial: 5 },
    region: '江西 樟树',
    mainProducts: '中成药、配方颗粒',
    mark: '仁和',
    premium: true,
    recommend: 0,
    contact: ['周文斌', '13900000105'],
  },
  {
    account: 'gongying06',
    create: { mobile: '13900000106', company: '宁夏中宁杞乡健康食品有限公司', province: '宁夏', serial: 6 },
    region: '宁夏 中卫',
    mainProducts: '枸杞子、枸杞粉等药食同源原料',
    mark: '杞乡',
    premium: false,
    recommend: 6,
    contact: ['李红梅', '13900000106'],
  },
];
