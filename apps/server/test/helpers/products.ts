import type { GoodsStatus, ProductAction } from '@tcm/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { multipartBody } from './multipart';
import { signIn } from './orders';

type Headers = Record<string, string>;

/** Uploads a small PNG through the real call, as the caller (a member's own product photo). */
export async function uploadImage(app: FastifyInstance, headers: Headers): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00604f' } }).png().toBuffer();
  const { payload, headers: h } = multipartBody([{ name: 'file', value: png, filename: 'photo.png', contentType: 'image/png' }]);
  const res = await app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload });
  const url = res.json().data?.fileUrl as string | undefined;
  if (!url) throw new Error(`upload: ${res.body}`);
  return url;
}

/** The first second-level product category. */
export async function leafCategory(app: FastifyInstance): Promise<number> {
  return (await app.db.selectFrom('product_category').select('id').where('parent_id', '<>', 0).orderBy('id').executeTakeFirstOrThrow()).id;
}

export function productForm(categoryId: number, images: string, extra: Record<string, unknown> = {}) {
  return {
    categoryId,
    name: '测试黄芪片',
    price: '58.5',
    unit: '公斤',
    specification: '统片',
    origin: '甘肃陇西',
    stock: '现货充足',
    images,
    description: '测试用产品',
    contactName: '张三',
    contactPhone: '13912345678',
    reportCodes: '',
    ...extra,
  };
}

/** A draft of the caller's, made through the real call with its own uploaded photo. */
export async function addProduct(app: FastifyInstance, headers: Headers, extra: Record<string, unknown> = {}): Promise<number> {
  const body = productForm(await leafCategory(app), await uploadImage(app, headers), extra);
  const res = await app.inject({ method: 'POST', url: '/publishProduct/addPublishProduct', headers, payload: body });
  const id = res.json().data?.id as number | undefined;
  if (!id) throw new Error(`addPublishProduct: ${res.body}`);
  return id;
}

export async function changeProduct(app: FastifyInstance, headers: Headers, id: number, action: ProductAction, reason?: string) {
  return (await app.inject({ method: 'POST', url: '/publishProduct/changePublishProduct', headers, payload: { id, action, reason } })).json();
}

/** The moves from draft to each goods status (operator moves as the demo operator yunying01). */
const PATHS: Record<GoodsStatus, [ProductAction, 'owner' | 'operator'][]> = {
  0: [],
  1: [['submit', 'owner']],
  2: [['submit', 'owner'], ['approve', 'operator']],
  3: [['submit', 'owner'], ['approve', 'operator'], ['delist', 'owner']],
  4: [['submit', 'owner'], ['reject', 'operator']],
};

/** A product of the owner's, driven to `status` through the real calls. */
export async function productAt(app: FastifyInstance, owner: Headers, status: GoodsStatus, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await addProduct(app, owner, extra);
  const operator = PATHS[status].some(([, who]) => who === 'operator') ? await signIn(app, 'yunying01') : owner;
  for (const [action, who] of PATHS[status]) {
    const r = await changeProduct(app, who === 'owner' ? owner : operator, id, action, action === 'reject' ? '图片不清晰' : undefined);
    if (r.retcode !== 1) throw new Error(`${action}: ${JSON.stringify(r)}`);
  }
  return id;
}
