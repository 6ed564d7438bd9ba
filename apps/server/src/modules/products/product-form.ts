import { PRODUCT_MESSAGES, UPLOAD_MAX_FILES, UPLOAD_PATH_SEPARATOR, type editProductBodySchema, type productFormSchema, yuanToFen } from '@tcm/shared';
import type { z } from 'zod';
import type { PublishProductTable } from '../../db/schema-products';
import { BusinessError } from '../../lib/errors';
import type { ProductRepository } from './repository';

export type ProductFormInput = z.output<typeof productFormSchema> | z.output<typeof editProductBodySchema>;

/** What a checked form stores: the columns, and the ids of the reports it links. */
export interface CheckedProduct {
  columns: Pick<
    PublishProductTable,
    'category_id' | 'name' | 'price_fen' | 'unit' | 'specification' | 'origin' | 'stock' | 'images' | 'description' | 'contact_name' | 'contact_phone' | 'report_codes'
  >;
  reportIds: number[];
}

const FILE_PATH = /^\/files\/([A-Za-z0-9_-]{1,64}\.[A-Za-z0-9]{1,8})$/;
const CODE = /^[0-9A-Z]{12}$/;
const splitList = (text: string, separators: RegExp | string) => [...new Set(text.split(separators).map((s) => s.trim()).filter(Boolean))];

/** Report codes as typed (any of , ， ; space); case and hyphens ignored, as on the verification page. */
export const normaliseCodes = (text: string): string[] => splitList(text.replace(/-/g, '').toUpperCase(), /[\s,，;；、]+/);

/**
 * The rules a product form must meet beyond its schema: a second-level category, a price above
 * zero (in fen), images the member uploaded itself, and reports of the member's own orders.
 */
export async function checkProductForm(repo: ProductRepository, memberId: number, b: ProductFormInput): Promise<CheckedProduct> {
  const category = await repo.category(b.categoryId);
  if (!category || category.parent_id === 0) throw new BusinessError(PRODUCT_MESSAGES.categoryInvalid);
  const priceFen = yuanToFen(String(b.price));
  if (priceFen <= 0) throw new BusinessError(PRODUCT_MESSAGES.pricePositive);

  const images = splitList(b.images, UPLOAD_PATH_SEPARATOR);
  if (!images.length) throw new BusinessError(PRODUCT_MESSAGES.imagesRequired);
  if (images.length > UPLOAD_MAX_FILES) throw new BusinessError(PRODUCT_MESSAGES.tooManyImages);
  const keys = images.map((p) => FILE_PATH.exec(p)?.[1]);
  if (keys.some((k) => !k)) throw new BusinessError(PRODUCT_MESSAGES.imageNotYours);
  const own = await repo.ownImageKeys(memberId, keys as string[]);
  if (keys.some((k) => !own.has(k!))) throw new BusinessError(PRODUCT_MESSAGES.imageNotYours);

  const codes = normaliseCodes(b.reportCodes);
  const bad = codes.find((c) => !CODE.test(c));
  if (bad) throw new BusinessError(`${PRODUCT_MESSAGES.reportCodeInvalid}：${bad}`);
  const reports = codes.length ? await repo.ownReports(memberId, codes) : [];
  const foreign = codes.find((c) => !reports.some((r) => r.verify_code === c));
  if (foreign) throw new BusinessError(`${PRODUCT_MESSAGES.reportNotYours}：${foreign}`);

  return {
    columns: {
      category_id: category.id,
      name: b.name,
      price_fen: priceFen,
      unit: b.unit,
      specification: b.specification,
      origin: b.origin,
      stock: b.stock,
      images: images.join(UPLOAD_PATH_SEPARATOR),
      description: b.description,
      contact_name: b.contactName,
      contact_phone: b.contactPhone,
      report_codes: codes.join(','),
    },
    reportIds: reports.map((r) => r.id),
  };
}
