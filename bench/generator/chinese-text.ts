import type { Random } from './random';

/**
 * Word pools for Chinese-looking benchmark content. Realistic lengths and characters matter:
 * they decide row sizes, index sizes and the bytes each list call sends.
 */
export const HERBS = [
  '人参', '黄芪', '当归', '甘草', '川芎', '白术', '茯苓', '党参', '熟地黄', '白芍', '枸杞子', '金银花',
  '连翘', '板蓝根', '丹参', '三七', '天麻', '黄连', '黄芩', '柴胡', '半夏', '陈皮', '麦冬', '五味子',
  '山药', '菊花', '薄荷', '桔梗', '杜仲', '厚朴', '附子', '大黄', '何首乌', '灵芝', '冬虫夏草', '西洋参',
  '红花', '桃仁', '益母草', '牛膝', '续断', '防风', '羌活', '独活', '葛根', '知母', '玄参', '生地黄',
  '石斛', '玉竹', '黄精', '百合', '酸枣仁', '远志', '砂仁', '豆蔻', '肉桂', '吴茱萸', '艾叶', '藿香',
] as const;

export const PROVINCES = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江', '安徽',
  '福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆', '四川', '贵州',
  '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆',
] as const;

export const CITIES = [
  '亳州', '安国', '樟树', '玉林', '成都', '昆明', '文山', '兰州', '定西', '岷县', '禹州', '百色',
  '普宁', '廉桥', '荷泽', '西安', '长春', '通化', '杭州', '金华', '广州', '南宁', '贵阳', '重庆',
] as const;

export const TEST_METHODS = [
  '高效液相色谱法', '气相色谱法', '薄层色谱法', '原子吸收分光光度法', '电感耦合等离子体质谱法',
  '紫外-可见分光光度法', '液相色谱-串联质谱法', '气相色谱-串联质谱法', '显微鉴别', '性状鉴别',
  '水分测定法', '灰分测定法', '浸出物测定法', '二氧化硫残留量测定法', '黄曲霉毒素测定法', 'DNA 条形码鉴定',
] as const;

export const TEST_ITEMS = [
  '含量测定', '农药残留', '重金属及有害元素', '二氧化硫残留', '黄曲霉毒素', '水分', '总灰分', '酸不溶性灰分',
  '浸出物', '性状', '鉴别', '微生物限度', '铅', '镉', '砷', '汞', '铜', '有机氯类农药', '有机磷类农药',
] as const;

export const DOSAGE_FORMS = ['饮片', '颗粒剂', '丸剂', '散剂', '片剂', '胶囊剂', '口服液', '膏方', '配方颗粒', '提取物'] as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'] as const;
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '建华', '志强', '晓东'] as const;
const COMPANY_WORDS = ['康', '华', '仁', '济', '泰', '恒', '瑞', '安', '宏', '正', '和', '德', '信', '源', '本', '草'] as const;
const COMPANY_KINDS = ['药业有限公司', '中药饮片有限公司', '检测技术有限公司', '医药科技有限公司', '药材种植专业合作社', '生物科技股份有限公司'] as const;

const SENTENCE_WORDS = [
  '中药材', '质量', '检测', '标准', '《中国药典》', '含量', '测定', '样品', '批次', '产地', '道地药材', '饮片',
  '炮制', '规范', '指标成分', '供试品', '对照品', '色谱条件', '系统适用性', '结果', '符合规定', '不得过',
  '检验报告', '委托单位', '检测机构', '资质', '认证', '实验室', '流程', '追溯', '种植基地', '采收', '加工',
  '储存', '运输', '抽检', '监督', '合格率', '安全性', '有效性', '一致性', '行业', '企业', '平台', '服务',
] as const;

export function personName(rng: Random): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN);
}

export function companyName(rng: Random): string {
  return `${rng.pick(CITIES)}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_KINDS)}`;
}

export function mobile(rng: Random): string {
  return `1${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

/** One sentence of `minWords`–`maxWords` words, with a comma now and then and a full stop. */
export function sentence(rng: Random, minWords = 6, maxWords = 16): string {
  const n = rng.int(minWords, maxWords);
  let text = '';
  for (let i = 0; i < n; i += 1) {
    text += rng.pick(SENTENCE_WORDS);
    if (i > 0 && i < n - 1 && rng.chance(0.15)) text += '，';
  }
  return `${text}。`;
}

/** `count` sentences: an article paragraph, a description. */
export function paragraph(rng: Random, minSentences = 3, maxSentences = 7): string {
  const n = rng.int(minSentences, maxSentences);
  return Array.from({ length: n }, () => sentence(rng)).join('');
}

/** A headline: herb, place and topic, e.g. 「甘肃岷县当归二氧化硫残留抽检结果通报」. */
export function headline(rng: Random): string {
  const topic = rng.pick(['抽检结果通报', '质量分析报告', '检测方法研究', '产地调研', '价格行情', '标准修订解读', '溯源体系建设']);
  return `${rng.pick(PROVINCES)}${rng.pick(CITIES)}${rng.pick(HERBS)}${rng.pick(TEST_ITEMS)}${topic}`;
}
