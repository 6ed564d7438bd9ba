/** The mall's two-level product categories (issue #10). */
export const SEED_PRODUCT_CATEGORIES: { name: string; children: string[] }[] = [
  { name: '饮片', children: ['根及根茎类饮片', '果实种子类饮片', '全草类饮片', '花叶类饮片', '炮制饮片'] },
  { name: '药材', children: ['根及根茎类药材', '果实种子类药材', '菌藻类药材', '动物类药材', '树脂皮类药材'] },
  { name: '提取物', children: ['植物提取物', '标准提取物', '挥发油'] },
  { name: '中成药', children: ['丸剂', '颗粒剂', '片剂胶囊'] },
  { name: '配方颗粒', children: ['单味配方颗粒'] },
  { name: '保健食品原料', children: ['药食同源原料', '粉剂原料'] },
];
