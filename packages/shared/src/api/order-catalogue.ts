import { z } from 'zod';
import type { TestingBasis } from '../enums/index';
import { FORM_MESSAGES, ORDER_MESSAGES } from '../messages';
import { phoneOrLandline } from '../validators/phone';
import { required } from '../validators/required';
import { withRule } from '../validators/zod';
import type { TestItem, TestService } from './institutions';
import { orderItemInputSchema } from './orders';
import { pageQuerySchema } from './pagination';

/**
 * Issue #9, around the order: the paged catalogue calls, the test variety and trait libraries
 * (§7), common test packages (§7 myTestService) and the quality-inspection application (§7
 * qualityInfo). The unpaged tree and item list are issue #8's (api/institutions.ts).
 */
const zId = z.coerce.number({ error: '编号有误' }).int('编号必须是整数').positive('编号有误');
const zKeyword = z.string().trim().max(50, '关键词不能超过50个字').optional();
const zText = (max: number, label: string) => withRule(z.string({ error: FORM_MESSAGES.required }).trim().max(max, `${label}不能超过${max}个字`), required);

// ---------------------------------------------------------------- catalogue

/** GET serviceCategory/findServiceCategory: paged, flat; `parentId` 0 for the top level. */
export const findServiceCategoryQuerySchema = pageQuerySchema.extend({ parentId: z.coerce.number().int('编号必须是整数').min(0, '编号有误').optional(), keyword: zKeyword });
export interface ServiceCategoryRow {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  /** Test items in it (and in its children, for a top-level category). */
  itemCount: number;
}

/** GET serviceCategory/getTestBasis: the §4 testing bases an order may name. */
export interface TestBasisOption {
  value: TestingBasis;
  label: string;
}

/** GET testItem/findTestItem: paged; by category (with its children), trait and name. */
export const findTestItemQuerySchema = pageQuerySchema.extend({ categoryId: zId.optional(), trait: z.string().trim().max(20, '检测性状有误').optional(), keyword: zKeyword });
export type { TestItem };

/** GET testVarietyLibrary/getTestVarietyLibraryList: herb varieties one can order tests for. */
export const getTestVarietyLibraryListQuerySchema = z.object({ keyword: zKeyword, category: z.string().trim().max(20, '分类有误').optional() });
export interface TestVariety {
  id: number;
  name: string;
  pinyin: string;
  /** Medicinal part group, e.g. 根及根茎类, 花类, 果实种子类. */
  category: string;
  /** A pharmacopoeia monograph of that name, when there is one (for "order these tests"). */
  monographId: number | null;
}

/** GET testTraitLibrary/getTestTraitLibraryList: properties tested (水分, 灰分 …), matching TestItem.trait. */
export interface TestTrait {
  id: number;
  name: string;
  description: string;
  /** Test items with this trait. */
  itemCount: number;
}

// ---------------------------------------------------------------- common packages (members, own only)

const packageItems = z.array(orderItemInputSchema, { error: ORDER_MESSAGES.itemsRequired }).min(1, ORDER_MESSAGES.itemsRequired).max(50, '套餐最多50个项目');
/** POST myTestService/addMyTestService. */
export const addMyTestServiceBodySchema = z.object({ name: zText(30, '套餐名称'), items: packageItems });
export type AddMyTestServiceBody = z.input<typeof addMyTestServiceBodySchema>;
/** POST myTestService/editMyTestService: rename and/or replace the items. */
export const editMyTestServiceBodySchema = addMyTestServiceBodySchema.extend({ id: zId });
/** GET myTestService/findMyTestService. */
export const findMyTestServiceQuerySchema = pageQuerySchema.extend({ keyword: zKeyword });
/** GET myTestService/getMyTestService and deleteMyTestService. */
export const myTestServiceIdQuerySchema = z.object({ id: zId });

export interface MyTestServiceItem {
  testServiceId: number;
  sampleCount: number;
  /** false when the institution withdrew the service; `service` is then null and the cart skips it. */
  available: boolean;
  service: TestService | null;
}
export interface MyTestService {
  id: number;
  name: string;
  items: MyTestServiceItem[];
  /** Σ price × samples over available items, before any urgent surcharge. */
  totalFen: number;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- quality-inspection application

/**
 * POST qualityInfo/addQualityInfo: members and visitors alike (a visitor is the very person who
 * does not know what to order); visitors are rate-limited per address. Recorded for operators.
 */
export const addQualityInfoBodySchema = z.object({
  sampleName: zText(50, '样品名称'),
  purpose: zText(200, '检测目的'),
  wishes: z.string({ error: '检测需求有误' }).trim().max(1000, '检测需求不能超过1000个字').default(''),
  contactName: zText(30, '联系人'),
  contactPhone: withRule(z.string({ error: FORM_MESSAGES.required }).trim(), phoneOrLandline),
  companyName: z.string({ error: '单位名称有误' }).trim().max(100, '单位名称不能超过100个字').default(''),
});
export type AddQualityInfoBody = z.input<typeof addQualityInfoBodySchema>;
export interface QualityInfoReceipt {
  id: number;
  createdAt: string;
}
