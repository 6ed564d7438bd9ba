/**
 * Demo service categories and test items (§3 service category, test item). Methods and
 * standards cite the 2020 edition of the Chinese Pharmacopoeia by its general-rule numbers.
 * `basePriceFen` and `baseDays` are typical market figures; each institution varies them.
 */
export interface SeedTestItem {
  name: string;
  trait: string;
  method: string;
  standard: string;
  basePriceFen: number;
  baseDays: number;
  /** Priced per herb: the institution lists the varieties it has validated methods for. */
  perVariety?: boolean;
}

export interface SeedCategory {
  name: string;
  children: { name: string; items: SeedTestItem[] }[];
}

const CP = '《中国药典》2020年版四部';

export const SEED_SERVICE_CATEGORIES: SeedCategory[] = [
  {
    name: '中药材及饮片检测',
    children: [
      {
        name: '常规检查',
        items: [
          { name: '水分', trait: '水分', method: '烘干法 / 甲苯法', standard: `${CP} 通则0832`, basePriceFen: 8000, baseDays: 3 },
          { name: '总灰分', trait: '灰分', method: '灰分测定法', standard: `${CP} 通则2302`, basePriceFen: 8000, baseDays: 3 },
          { name: '酸不溶性灰分', trait: '灰分', method: '灰分测定法', standard: `${CP} 通则2302`, basePriceFen: 10000, baseDays: 4 },
          { name: '浸出物', trait: '浸出物', method: '热浸法 / 冷浸法', standard: `${CP} 通则2201`, basePriceFen: 12000, baseDays: 4 },
          { name: '杂质', trait: '杂质', method: '杂质检查法', standard: `${CP} 通则2301`, basePriceFen: 5000, baseDays: 2 },
        ],
      },
      {
        name: '真伪鉴别',
        items: [
          { name: '性状鉴别', trait: '鉴别', method: '经验鉴别', standard: '《中国药典》2020年版一部 各品种项下', basePriceFen: 6000, baseDays: 2 },
          { name: '显微鉴别', trait: '鉴别', method: '显微鉴别法', standard: `${CP} 通则2001`, basePriceFen: 15000, baseDays: 3 },
          { name: '薄层鉴别', trait: '鉴别', method: '薄层色谱法', standard: `${CP} 通则0502`, basePriceFen: 20000, baseDays: 4, perVariety: true },
          { name: 'DNA条形码鉴定', trait: '鉴别', method: 'ITS2 / psbA-trnH 条形码序列比对', standard: `${CP} 指导原则9107`, basePriceFen: 80000, baseDays: 7, perVariety: true },
        ],
      },
      {
        name: '含量测定',
        items: [
          { name: '含量测定（高效液相色谱法）', trait: '含量测定', method: '高效液相色谱法', standard: `${CP} 通则0512`, basePriceFen: 45000, baseDays: 5, perVariety: true },
          { name: '含量测定（气相色谱法）', trait: '含量测定', method: '气相色谱法', standard: `${CP} 通则0521`, basePriceFen: 40000, baseDays: 5, perVariety: true },
          { name: '挥发油', trait: '含量测定', method: '挥发油测定法', standard: `${CP} 通则2204`, basePriceFen: 18000, baseDays: 4 },
        ],
      },
    ],
  },
  {
    name: '中成药检测',
    children: [
      {
        name: '制剂通则检查',
        items: [
          { name: '水分（制剂）', trait: '水分', method: '烘干法', standard: `${CP} 通则0832`, basePriceFen: 8000, baseDays: 3 },
          { name: '崩解时限', trait: '制剂通则', method: '崩解时限检查法', standard: `${CP} 通则0921`, basePriceFen: 6000, baseDays: 2 },
          { name: '装量差异', trait: '制剂通则', method: '装量差异检查法', standard: `${CP} 制剂通则0100`, basePriceFen: 5000, baseDays: 2 },
          { name: '溶散时限', trait: '制剂通则', method: '崩解时限检查法', standard: `${CP} 通则0921`, basePriceFen: 6000, baseDays: 2 },
        ],
      },
      {
        name: '成分分析',
        items: [
          { name: '指标成分含量测定', trait: '含量测定', method: '高效液相色谱法', standard: '国家药品标准 各品种项下', basePriceFen: 60000, baseDays: 7, perVariety: true },
          { name: '非法添加化学药物筛查', trait: '非法添加', method: '液相色谱-串联质谱法', standard: '国家药监局药品检验补充检验方法', basePriceFen: 120000, baseDays: 7 },
        ],
      },
    ],
  },
  {
    name: '保健食品检测',
    children: [
      {
        name: '功效成分',
        items: [
          { name: '粗多糖', trait: '含量测定', method: '苯酚-硫酸法', standard: 'GB/T 5009 系列及保健食品检验方法', basePriceFen: 30000, baseDays: 5 },
          { name: '总皂苷', trait: '含量测定', method: '紫外-可见分光光度法', standard: '保健食品检验与评价技术规范', basePriceFen: 30000, baseDays: 5 },
        ],
      },
      {
        name: '卫生指标',
        items: [
          { name: '菌落总数', trait: '微生物限度', method: '平板计数法', standard: 'GB 4789.2', basePriceFen: 10000, baseDays: 5 },
          { name: '大肠菌群', trait: '微生物限度', method: 'MPN 计数法', standard: 'GB 4789.3', basePriceFen: 10000, baseDays: 5 },
        ],
      },
    ],
  },
  {
    name: '农残重金属检测',
    children: [
      {
        name: '重金属及有害元素',
        items: [
          { name: '重金属及有害元素（铅、镉、砷、汞、铜）', trait: '重金属', method: '电感耦合等离子体质谱法', standard: `${CP} 通则2321`, basePriceFen: 50000, baseDays: 5 },
          { name: '重金属总量', trait: '重金属', method: '硫代乙酰胺比色法', standard: `${CP} 通则0821`, basePriceFen: 15000, baseDays: 3 },
        ],
      },
      {
        name: '农药残留量',
        items: [
          { name: '33种禁用农药残留', trait: '农药残留', method: '气相色谱-串联质谱法 / 液相色谱-串联质谱法', standard: `${CP} 通则2341 第五法`, basePriceFen: 120000, baseDays: 7 },
          { name: '有机氯类农药残留', trait: '农药残留', method: '气相色谱法', standard: `${CP} 通则2341 第一法`, basePriceFen: 60000, baseDays: 5 },
        ],
      },
      {
        name: '真菌毒素与二氧化硫',
        items: [
          { name: '黄曲霉毒素', trait: '黄曲霉毒素', method: '高效液相色谱法（柱后衍生）', standard: `${CP} 通则2351`, basePriceFen: 40000, baseDays: 5 },
          { name: '赭曲霉毒素A', trait: '真菌毒素', method: '高效液相色谱法', standard: `${CP} 通则2351`, basePriceFen: 40000, baseDays: 5 },
          { name: '二氧化硫残留量', trait: '二氧化硫', method: '酸碱滴定法', standard: `${CP} 通则2331`, basePriceFen: 15000, baseDays: 3 },
        ],
      },
    ],
  },
  {
    name: '微生物检测',
    children: [
      {
        name: '微生物限度',
        items: [
          { name: '微生物计数', trait: '微生物限度', method: '平皿法 / 薄膜过滤法', standard: `${CP} 通则1105`, basePriceFen: 20000, baseDays: 6 },
          { name: '控制菌检查', trait: '微生物限度', method: '控制菌检查法', standard: `${CP} 通则1106`, basePriceFen: 25000, baseDays: 7 },
        ],
      },
    ],
  },
];

/** Herbs a variety-specific service may list (common bulk herbs of the markets). */
export const SEED_VARIETIES = ['黄芪', '当归', '党参', '人参', '三七', '丹参', '甘草', '金银花', '枸杞子', '黄连', '川芎', '白芍', '天麻', '茯苓', '西洋参', '石斛'];
