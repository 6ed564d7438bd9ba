/** The year's members (issue #20): fictional people and companies of the herb trade, made from parts. */
import { HISTORY_MEMBER_COUNT, type PlannedMember } from './plan';

const SURNAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦许何吕施张孔曹严华金魏陶姜';
const GIVEN = ['子墨', '若溪', '明轩', '思远', '嘉禾', '静怡', '浩然', '雨桐', '景行', '书瑶', '一鸣', '知秋', '承泽', '婉清', '立夫', '晓棠'];
/** Herb markets and growing areas, with their province. */
const PLACES: [string, string][] = [
  ['亳州', '安徽'], ['安国', '河北'], ['樟树', '江西'], ['玉林', '广西'], ['成都', '四川'], ['普宁', '广东'], ['禹州', '河南'], ['邵东', '湖南'],
  ['文山', '云南'], ['岷县', '甘肃'], ['宁夏中宁', '宁夏'], ['长白山', '吉林'], ['杭州', '浙江'], ['西宁', '青海'], ['遵义', '贵州'], ['临沂', '山东'],
];
const BRANDS = ['仁和堂', '本草源', '杏林春', '百草园', '济生', '德润', '青岚', '岐黄', '嘉禾', '同春', '康源', '神农', '瑞草', '泽芝', '悬壶', '恒生'];
const KINDS = ['中药饮片有限公司', '药业有限公司', '中药材种植专业合作社', '制药有限公司', '生物科技有限公司', '药材贸易有限公司'];

export interface MemberIdentity {
  account: string;
  mobile: string;
  realName: string;
  idCard: string | null;
  company: { name: string; province: string } | null;
}

/** GB 11643 check character of an 18-digit resident ID. */
function idCardCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

/** The account of the year's member `index` (kehu001 …); they sign in with the demo password. */
export const historyAccount = (index: number) => `kehu${String(index + 1).padStart(3, '0')}`;
export const HISTORY_ACCOUNTS: readonly string[] = Array.from({ length: HISTORY_MEMBER_COUNT }, (_, i) => historyAccount(i));

export function identityOf(m: PlannedMember): MemberIdentity {
  const i = m.index;
  const realName = SURNAMES[(i * 7) % SURNAMES.length]! + GIVEN[(i * 5 + 3) % GIVEN.length]!;
  const place = PLACES[(i * 3) % PLACES.length]!;
  const birth = `19${70 + (i % 25)}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
  const first17 = `330106${birth}${String(100 + i).slice(-3)}`;
  return {
    account: historyAccount(i),
    mobile: `1390013${String(i + 1).padStart(4, '0')}`,
    realName,
    idCard: m.type === 2 ? first17 + idCardCheck(first17) : null,
    company: m.type === 3 ? { name: `${place[0]}${BRANDS[(i * 5) % BRANDS.length]}${KINDS[i % KINDS.length]}`, province: place[1] } : null,
  };
}
