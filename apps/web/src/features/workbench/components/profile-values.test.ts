import { describe, expect, it } from 'vitest';
import { editMyProfileBodySchema, type MyProfile } from '@tcm/shared';
import { toProfileBody, toProfileFormValues } from './profile-values';

const A = '/files/AAAAAAAAAAAAAAAAAAAAAA.png';
const B = '/files/BBBBBBBBBBBBBBBBBBBBBB.jpg';
const profile: MyProfile = {
  id: 1, name: '浙江中检', unifyCode: '91330100MA2XXXXX1X', province: '浙江', city: '杭州', address: '文三路100号', contactName: '李工',
  contactPhone: '0571-88886666', email: 'lab@example.cn', intro: '简介', logoUrl: null, qualifications: [1], cmaCertNo: 'CMA1', cnasCertNo: null,
  cmaCertUrl: null, cnasCertUrl: null, certificateUrls: [A, B], ratingX10: 45, orderCount: 3,
};
const messageOf = (field: keyof typeof editMyProfileBodySchema.shape, value: unknown) => editMyProfileBodySchema.shape[field].safeParse(value).error?.issues[0]?.message;

describe('the profile form', () => {
  it('sends back what it was given, so saving unchanged keeps the logo state and the certificates in order', () => {
    const body = toProfileBody(toProfileFormValues(profile));
    expect(body).toMatchObject({ logoUrl: '', certificateUrls: `${A},${B}`, contactPhone: '0571-88886666' });
    const parsed = editMyProfileBodySchema.parse(body);
    expect(parsed.certificateUrls).toEqual([A, B]);
    expect(parsed.logoUrl).toBeNull();
    expect(editMyProfileBodySchema.parse(toProfileBody({ ...toProfileFormValues(profile), logoUrl: A })).logoUrl).toBe(A);
  });

  it('refuses what the server would, with its words', () => {
    expect(messageOf('contactPhone', '123')).toBe('请输入合法的手机号或座机号');
    expect(messageOf('email', 'lab@')).toBe('请输入合法的邮箱地址');
    expect(messageOf('address', '')).toBe('该项必填');
    expect(messageOf('logoUrl', '/files/AAAAAAAAAAAAAAAAAAAAAA.pdf')).toContain('机构Logo只能上传一张图片');
    expect(messageOf('certificateUrls', Array.from({ length: 11 }, () => A).join(','))).toBe('证书图片最多10张');
  });
});
