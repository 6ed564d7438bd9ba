import { readSeed } from '../read-seed';

/**
 * The seed's products (fictional listings): [leaf category, name, price in yuan, unit, specification,
 * origin, selling point]. Statuses, recommendations and report links are assigned in ./index.ts.
 */
export type SeedProduct = [category: string, name: string, price: string, unit: string, specification: string, origin: string, note: string];

/** Per supplier account, its listings (seed/records/products/products.json). */
export const SEED_PRODUCTS = readSeed<Record<string, SeedProduct[]>>('products/products');

/** The demo orders' reports each product links: all three belong to qiye01's completed orders. */
export const SEED_REPORT_LINKS: Record<string, string> = {
  白芍饮片: 'DEMO11K7QX2M',
  天麻: 'DEMO12K7QX2M',
  西洋参片: 'DEMO14K7QX2M',
  酒白芍: 'DEMO11K7QX2M',
};

/** Reasons an operator gave when rejecting a seeded product. */
export const SEED_REJECT_REASONS = [
  '产品图片与名称不符，请上传实物照片',
  '规格描述不完整，请补充等级及包装规格',
  '价格明显偏离市场行情，请核实后重新提交',
];
