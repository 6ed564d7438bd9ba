import { ADMIN_CONTENT_AUDIT_ACTIONS as A, ADMIN_CONTENT_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { uploadImage } from './helpers/products';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`operator console: adverts on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  let image: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    image = await uploadImage(t.app, op);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const shown = async (position: string) => (await get(`/api/advertInfo/findAdvertInfo?position=${position}`)).data as { id: number; title: string; imageUrl: string; linkUrl: string | null }[];
  const form = (extra: object = {}) => ({ position: 'home_banner', title: '春季检测优惠', imageUrl: image, linkUrl: '/detection', sort: 0, enabled: true, ...extra });

  it('lists every advert by slot and order, disabled ones included', async () => {
    const list = (await get('/api/admin/advert/query', op)).data;
    expect(list.map((a: { positionName: string }) => a.positionName)).toEqual(['首页轮播', '首页轮播', '首页轮播', '首页轮播', '首页侧栏', '首页侧栏']);
    expect((await get('/api/admin/advert/query?position=home_side', op)).data).toHaveLength(2);
  });

  it('shows a saved advert on the home page in its slot and order; disabled or deleted it is gone', async () => {
    const created = await post('/api/admin/advert/create', form());
    expect(created).toMatchObject({ retcode: 1, retmsg: M.advertSaved });
    const id = created.data.id as number;
    expect((await shown('home_banner'))[0]).toEqual({ id, position: 'home_banner', title: '春季检测优惠', imageUrl: image, linkUrl: '/detection', sort: 0 });

    expect(await post('/api/admin/advert/enable', { id, enabled: false })).toMatchObject({ retcode: 1, retmsg: M.advertDisabled });
    expect((await shown('home_banner')).map((a) => a.id)).not.toContain(id);
    expect((await get('/api/admin/advert/query?position=home_banner', op)).data).toContainEqual(expect.objectContaining({ id, enabled: false }));

    expect(await post('/api/admin/advert/update', { id, ...form({ position: 'home_side', title: '检测直通车', linkUrl: 'https://www.nmpa.gov.cn/', sort: 99 }) })).toMatchObject({ retcode: 1 });
    expect((await shown('home_side')).at(-1)).toMatchObject({ id, title: '检测直通车', linkUrl: 'https://www.nmpa.gov.cn/' });
    expect((await shown('home_banner')).map((a) => a.id)).not.toContain(id);

    expect(await post('/api/admin/advert/delete', { id })).toMatchObject({ retcode: 1, retmsg: M.advertDeleted });
    expect((await shown('home_side')).map((a) => a.id)).not.toContain(id);

    const audit = await t.app.db.selectFrom('audit_log').select(['action', 'detail']).where('action', 'like', 'advert_%').orderBy('id').execute();
    expect(audit).toEqual([
      { action: A.advertCreate, detail: `广告#${id}（首页轮播：春季检测优惠）` },
      { action: A.advertDisable, detail: `广告#${id}（春季检测优惠）` },
      { action: A.advertUpdate, detail: `广告#${id}（首页侧栏：检测直通车）` },
      { action: A.advertDelete, detail: `广告#${id}（检测直通车）` },
    ]);
  });

  it('keeps a seeded image when an advert is edited without a new upload', async () => {
    const seeded = (await get('/api/admin/advert/query?position=home_side', op)).data[0];
    expect(await post('/api/admin/advert/update', { ...seeded, title: '改个标题', linkUrl: seeded.linkUrl ?? '' })).toMatchObject({ retcode: 1 });
    expect((await shown('home_side'))[0]).toMatchObject({ id: seeded.id, title: '改个标题', imageUrl: seeded.imageUrl });
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await tableCounts(t.app.db);
    const rows = await t.app.db.selectFrom('advert_info').selectAll().orderBy('id').execute();
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    const cases: [string, object, string][] = [
      ['create', form({ title: '' }), '请填写标题'],
      ['create', form({ position: 'footer' }), M.positionInvalid],
      ['create', form({ imageUrl: '' }), M.imageRequired],
      ['create', form({ imageUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png' }), M.imageNotUploaded],
      ['create', form({ linkUrl: 'javascript:alert(1)' }), M.linkInvalid],
      ['create', form({ linkUrl: '//evil.example' }), M.linkInvalid],
      ['create', form({ sort: 10_000 }), M.sortInvalid],
      ['update', { id: 999_999, ...form() }, M.advertNotFound],
      ['enable', { id: rows[0]!.id, enabled: 'off' }, M.flagInvalid],
      ['delete', { id: 999_999 }, M.advertNotFound],
    ];
    for (const [action, body, message] of cases) {
      expect(await post(`/api/admin/advert/${action}`, body), message).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(message), data: null });
    }
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('advert_info').selectAll().orderBy('id').execute()).toEqual(rows);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
  });
});
