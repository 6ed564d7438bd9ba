import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`catalogue and libraries on ${testEngine}`, () => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('pages service categories with their item counts (a parent counts its children)', async () => {
    const top = (await get('/api/serviceCategory/findServiceCategory?parentId=0&pageSize=100')).data;
    expect(top.total).toBeGreaterThan(2);
    const first = top.list[0];
    const children = (await get(`/api/serviceCategory/findServiceCategory?parentId=${first.id}&pageSize=100`)).data.list;
    expect(first.itemCount).toBe(children.reduce((n: number, c: { itemCount: number }) => n + c.itemCount, 0));
    expect((await get('/api/serviceCategory/findServiceCategory?pageSize=2')).data).toMatchObject({ size: 2, pageSize: 2 });
  });

  it('answers the testing bases of §4', async () => {
    expect((await get('/api/serviceCategory/getTestBasis')).data).toEqual([
      { value: 1, label: '《中国药典》2015年版' },
      { value: 2, label: '《中国药典》2020年版' },
    ]);
  });

  it('pages test items by category, trait and name', async () => {
    const all = (await get('/api/testItem/findTestItem?pageSize=100')).data;
    expect(all.total).toBeGreaterThan(10);
    const water = (await get(`/api/testItem/findTestItem?trait=${encodeURIComponent('水分')}`)).data;
    expect(water.list.length).toBeGreaterThan(0);
    for (const item of water.list) expect(item.trait).toBe('水分');
    const cat = all.list[0].categoryId;
    for (const item of (await get(`/api/testItem/findTestItem?categoryId=${cat}&pageSize=100`)).data.list) expect(item.categoryId).toBe(cat);
  });

  it('lists the variety library (linked to monographs) and the trait library (with item counts)', async () => {
    const varieties = (await get('/api/testVarietyLibrary/getTestVarietyLibraryList')).data;
    expect(varieties.length).toBeGreaterThan(50);
    const huangqi = (await get(`/api/testVarietyLibrary/getTestVarietyLibraryList?keyword=${encodeURIComponent('黄芪')}`)).data;
    expect(huangqi[0]).toMatchObject({ name: '黄芪', category: '根及根茎类', monographId: expect.any(Number) });
    const byPinyin = (await get('/api/testVarietyLibrary/getTestVarietyLibraryList?keyword=renshen')).data;
    expect(byPinyin.map((v: { name: string }) => v.name)).toContain('人参');
    const traits = (await get('/api/testTraitLibrary/getTestTraitLibraryList')).data;
    expect(traits.find((x: { name: string }) => x.name === '水分')).toMatchObject({ itemCount: expect.any(Number) });
    expect(traits.find((x: { name: string }) => x.name === '水分').itemCount).toBeGreaterThan(0);
  });

  it('rate-limits quality-inspection applications from visitors (members are not counted)', async () => {
    const body = { sampleName: '川贝母', purpose: '鉴别真伪', contactName: '李四', contactPhone: '13912345678' };
    const send = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/qualityInfo/addQualityInfo', headers, payload: body }).then((r) => r.json());
    const codes = [];
    for (let k = 0; k < 11; k += 1) codes.push((await send()).retcode);
    expect(codes.slice(0, 10).every((c) => c === 1)).toBe(true);
    expect(codes[10]).toBe(0);
    expect((await send(await t.memberHeaders('applicant'))).retcode).toBe(1);
  });
});
