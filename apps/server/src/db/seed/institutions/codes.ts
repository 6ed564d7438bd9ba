import { creditCodeCheckChar } from '@tcm/shared';

/** GB/T 2260 province codes, for the administrative-division part of a demo credit code. */
const PROVINCE_CODES: Record<string, string> = {
  北京: '11', 天津: '12', 河北: '13', 山西: '14', 内蒙古: '15', 辽宁: '21', 吉林: '22', 黑龙江: '23', 上海: '31', 江苏: '32', 浙江: '33',
  安徽: '34', 福建: '35', 江西: '36', 山东: '37', 河南: '41', 湖北: '42', 湖南: '43', 广东: '44', 广西: '45', 海南: '46', 重庆: '50',
  四川: '51', 贵州: '52', 云南: '53', 西藏: '54', 陕西: '61', 甘肃: '62', 青海: '63', 宁夏: '64', 新疆: '65',
};

/** A well-formed, clearly synthetic credit code (…MA + series + number): the check character is right. */
export function demoCreditCode(province: string, series: 'JC' | 'AP' | 'KH', n: number): string {
  const first17 = `91${PROVINCE_CODES[province] ?? '11'}0100MA${series}${String(n).padStart(3, '0')}X2`;
  return first17 + creditCodeCheckChar(first17);
}

/** CMA numbers are 12 digits (year, province, serial); CNAS ones read CNAS L + number. */
export const demoCmaNo = (province: string, n: number) => `20${String(18 + (n % 6))}${PROVINCE_CODES[province] ?? '11'}${String(100000 + n * 37).padStart(6, '0')}`.slice(0, 12);
export const demoCnasNo = (n: number) => `CNAS L${String(1000 + n * 131).slice(0, 4)}`;
