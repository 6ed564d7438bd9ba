import type { MonographCheck } from '@tcm/shared';
import type { Random } from './random';

/**
 * The text of a synthetic monograph: every section a real one has (性状, 鉴别, 检查, 含量测定 …), at
 * about the length of the seeded monographs (~650 characters), and its structured checks. A bench
 * row as thin as one sentence would make a LIKE scan look cheaper than it is on real entries.
 */
const SHAPES = ['圆柱形', '纺锤形', '不规则块状', '类圆形厚片', '长条形', '扁圆形'];
const COLORS = ['灰黄色', '黄棕色', '棕褐色', '淡黄白色', '红棕色', '灰褐色'];
const TEXTURES = ['纵皱纹及横长皮孔样突起', '细密的环纹', '须根痕', '不规则纵沟', '疣状突起'];
const SMELLS = ['气微', '气香', '气微香', '气特异'];
const TASTES = ['味甘', '味微苦', '味苦', '味辛', '味甘、微苦'];
const NATURES = ['甘，平', '苦，寒', '辛，温', '甘、微苦，微温', '苦、辛，凉'];
const CHANNELS = ['脾、肺', '心、肝', '肝、肾', '肺、胃', '心、脾'];
const SEASONS = ['春、秋二季', '秋季', '夏季', '冬季'];
const SOLVENTS = ['三氯甲烷-甲醇-水（13∶7∶2）', '甲苯-乙酸乙酯-甲酸（5∶2∶1）', '正己烷-乙酸乙酯（3∶1）'];
const MARKERS = ['总皂苷', '多糖', '挥发油', '黄酮', '有机酸'];
const CAUTIONS = ['孕妇慎用。', '不宜与藜芦同用。', '阴虚火旺者慎服。', ''];
const STORAGES = ['置通风干燥处，防蛀。', '置阴凉干燥处，密闭，防潮。', '置干燥处，防霉，防蛀。'];

export interface SyntheticMonograph {
  herb: string;
  species: string | null;
  part: string;
  effects: readonly string[];
  others: readonly string[];
  /** Decoction pieces have a 饮片 section; preparations (颗粒剂, 丸剂 …) do not, as in the pharmacopoeia. */
  pieces: boolean;
}

export function monographSections(rng: Random, m: SyntheticMonograph): Record<string, string> {
  const { herb, species, part, effects, others } = m;
  const n = (min: number, max: number) => rng.int(min, max);
  const marker = `${herb}${rng.pick(MARKERS)}`;
  return {
    source: `本品为${species ? `${species}的` : ''}${herb}${part}，配伍${others.join('、')}加工制成。${rng.pick(SEASONS)}采挖，除去杂质，晒干。`,
    description: `本品呈${rng.pick(SHAPES)}，长${n(2, 6)}～${n(8, 20)}cm，直径${n(1, 3)}～${n(4, 6)}cm。表面${rng.pick(COLORS)}，有${rng.pick(TEXTURES)}。质坚实，断面${rng.pick(COLORS)}。${rng.pick(SMELLS)}，${rng.pick(TASTES)}。`,
    identification: `取本品粉末1g，加甲醇20ml，超声处理30分钟，滤过，作为供试品溶液。另取${herb}对照药材1g，同法制成对照药材溶液。照薄层色谱法（通则0502）试验，以${rng.pick(SOLVENTS)}为展开剂，供试品色谱中，在与对照药材色谱相应的位置上，显相同颜色的斑点。`,
    examination: `水分不得过${n(9, 15)}.0%（通则0832第二法）。总灰分不得过${n(3, 8)}.0%（通则2302）。重金属及有害元素：铅不得过5mg/kg，镉不得过1mg/kg，砷不得过2mg/kg，汞不得过0.2mg/kg，铜不得过20mg/kg。`,
    extract: `照醇溶性浸出物测定法（通则2201）项下的热浸法测定，用稀乙醇作溶剂，不得少于${n(10, 40)}.0%。`,
    // Only some monographs have a characteristic chromatogram, as in the pharmacopoeia.
    fingerprint: rng.int(1, 3) === 1 ? `照高效液相色谱法（通则0512）测定，供试品特征图谱中应呈现${n(4, 8)}个特征峰，并应与对照药材参照物色谱中的特征峰相对应。` : '',
    assay: `照高效液相色谱法（通则0512）测定。以十八烷基硅烷键合硅胶为填充剂，以乙腈-0.1%磷酸溶液为流动相，梯度洗脱，检测波长为${n(203, 360)}nm。本品按干燥品计算，含${marker}不得少于0.${n(10, 90)}%。`,
    processing: m.pieces ? `${herb}片：除去杂质，洗净，润透，切厚片，干燥。水分、总灰分同药材。` : '',
    natureChannels: `${rng.pick(NATURES)}。归${rng.pick(CHANNELS)}经。`,
    functions: `${effects.join('，')}。`,
    usage: `${n(3, 6)}～${n(9, 15)}g。`,
    caution: rng.pick(CAUTIONS),
    storage: rng.pick(STORAGES),
  };
}

export function monographChecks(herb: string): MonographCheck[] {
  const check = (item: string, method: string, limit: string, section: MonographCheck['section']): MonographCheck => ({ item, method, limit, section });
  return [
    check('鉴别', '薄层色谱法（通则0502）', `与${herb}对照药材色谱相应`, 'identification'),
    check('水分', '通则0832第二法', '应符合规定', 'examination'),
    check('总灰分', '通则2302', '应符合规定', 'examination'),
    check('重金属及有害元素', '通则2321', '铅≤5mg/kg，镉≤1mg/kg，砷≤2mg/kg，汞≤0.2mg/kg，铜≤20mg/kg', 'examination'),
    check('浸出物', '通则2201热浸法', '应符合规定', 'extract'),
    check('含量测定', '高效液相色谱法（通则0512）', '应符合规定', 'assay'),
  ];
}
