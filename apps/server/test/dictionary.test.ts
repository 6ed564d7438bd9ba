import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

describe(`dictionary getValue on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  for (const prefix of ['/api', '']) {
    it(`${prefix}/sysDictData/getValue returns the platform phone`, async () => {
      const res = await t.app.inject({ url: `${prefix}/sysDictData/getValue?dictType=tel&dictCode=tel&appType=3` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ retcode: 1, retmsg: '操作成功', data: '400-810-6618' });
    });
  }

  it('answers null for an entry that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/sysDictData/getValue?dictType=tel&dictCode=fax' });
    expect(res.json()).toEqual({ retcode: 1, retmsg: '操作成功', data: null });
  });

  it('names the missing field in Chinese, with retcode 0', async () => {
    const res = await t.app.inject({ url: '/api/sysDictData/getValue?dictType=tel' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ retcode: 0, retmsg: '缺少参数 dictCode', data: null });
  });

  it('refuses an empty or over-long value with the field named', async () => {
    const empty = await t.app.inject({ url: '/api/sysDictData/getValue?dictType=&dictCode=tel' });
    expect(empty.json()).toMatchObject({ retcode: 0, retmsg: '参数 dictType：字典类型不能为空' });
    const long = await t.app.inject({ url: `/api/sysDictData/getValue?dictType=tel&dictCode=${'x'.repeat(65)}` });
    expect(long.json()).toMatchObject({ retcode: 0, retmsg: '参数 dictCode：字典编码过长' });
  });

  it('treats SQL in a value as plain text', async () => {
    const res = await t.app.inject({
      url: `/api/sysDictData/getValue?dictType=${encodeURIComponent("tel' OR '1'='1")}&dictCode=tel`,
    });
    expect(res.json()).toEqual({ retcode: 1, retmsg: '操作成功', data: null });
  });
});
