import { z } from 'zod';
import { MEMBER_TYPE, type MemberInfoStatus, type MemberType } from '../enums/index';
import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '../messages';
import { unifiedCreditCode } from '../validators/text-formats';
import { chinese } from '../validators/text-formats';
import { withRule, zAccount, zEmail, zIdCard, zMobile, zPassword } from '../validators/zod';

/**
 * Account calls. §7 does not list register/login/logout/password calls; these paths are ours
 * (under /api/auth). getMemberDetail, mobileIsExist and judgeUnifyCode are the spec's.
 */
/** unlock: the owner of a locked account lifts the lock with a code to its mobile (issue #17). */
export const SMS_CODE_PURPOSES = ['register', 'resetPassword', 'unlock'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

const zSmsCode = z.string().regex(/^\d{6}$/, ACCOUNT_MESSAGES.smsCodeFormat);
const zChineseName = withRule(z.string().max(30, '姓名过长'), chinese);
const zCreditCode = withRule(z.string(), unifiedCreditCode);
const zCompanyName = z.string().trim().min(2, '请输入企业名称').max(100, '企业名称过长');
const zAgree = z.literal(true, { error: ACCOUNT_MESSAGES.mustAgree });

export const sendSmsCodeBodySchema = z.object({
  mobile: zMobile,
  purpose: z.enum(SMS_CODE_PURPOSES, { error: '验证码用途有误' }),
});
export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBodySchema>;

const registerCommon = {
  userAccount: zAccount,
  password: zPassword,
  confirmPassword: z.string({ error: FORM_MESSAGES.required }),
  mobile: zMobile,
  smsCode: zSmsCode,
  email: zEmail.optional().or(z.literal('')),
  agree: zAgree,
};

/** One form per member type (§1): ordinary, personal (name + ID card), corporate (company + credit code). */
export const registerBodySchema = z
  .discriminatedUnion(
    'memberType',
    [
      z.object({ memberType: z.literal(MEMBER_TYPE.ORDINARY), ...registerCommon }),
      z.object({ memberType: z.literal(MEMBER_TYPE.PERSONAL), ...registerCommon, realName: zChineseName, idCard: zIdCard }),
      z.object({ memberType: z.literal(MEMBER_TYPE.CORPORATE), ...registerCommon, companyName: zCompanyName, unifyCode: zCreditCode }),
    ],
    { error: '请选择会员类型' },
  )
  .refine((b) => b.password === b.confirmPassword, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  /** Account name or mobile number. */
  account: z.string().trim().min(1, ACCOUNT_MESSAGES.accountOrMobileRequired).max(40, '账号过长'),
  password: z.string().min(1, FORM_MESSAGES.passwordEmpty).max(64, '密码过长'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const resetPasswordBodySchema = z
  .object({ mobile: zMobile, smsCode: zSmsCode, password: zPassword, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/auth/unlockAccount: a locked account's mobile and the 'unlock' code sent to it. */
export const unlockAccountBodySchema = z.object({ mobile: zMobile, smsCode: zSmsCode });
export type UnlockAccountBody = z.infer<typeof unlockAccountBodySchema>;

export const changePasswordBodySchema = z
  .object({ oldPassword: z.string().min(1, FORM_MESSAGES.passwordEmpty).max(64), password: zPassword, confirmPassword: z.string() })
  .refine((b) => b.password === b.confirmPassword, { message: ACCOUNT_MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const mobileIsExistQuerySchema = z.object({ mobile: zMobile });
/**
 * judgeUnifyCode serves two forms: registration (the code must be free among members' companies)
 * and the institution settlement application (free among institutions and pending applications).
 */
export const judgeUnifyCodeQuerySchema = z.object({
  unifyCode: zCreditCode,
  scene: z.enum(['register', 'settlement'], { error: '校验场景有误' }).default('register'),
});
export const memberDetailQuerySchema = z.object({
  userId: z.coerce.number().int('会员编号有误').positive('会员编号有误'),
  /** '1' when the web checks credentials another sub-platform handed over (§7): privileged accounts are refused (issue #17). */
  handoff: z.enum(['1'], { error: '参数有误' }).optional(),
});

/** §3 companyDto / sysCompany. */
export interface CompanyDto {
  companyName: string;
  unifyCode: string;
}

/** §3 userInfo as the web client stores it. */
export interface UserInfo {
  userId: number;
  userAccount: string;
  companyDto: CompanyDto | null;
}

/** What login returns: the session values of §3. expireTime is a ms timestamp. */
export interface LoginResult {
  accessToken: string;
  expireTime: number;
  userId: number;
  userInfo: UserInfo;
  /** Issue #17: an initial password; this session may only change it (or log out) — the web goes to the change page. */
  mustChangePassword?: true;
}

export interface MemberDetail {
  userId: number;
  userAccount: string;
  memberType: MemberType;
  infoStatus: MemberInfoStatus;
  mobile: string;
  email: string | null;
  realName: string | null;
  /** ID card with the middle digits masked. */
  idCardMasked: string | null;
  rejectReason: string | null;
  sysCompany: CompanyDto | null;
  accessToken: string;
  expireTime: number;
  /** Profile picture (an upload of the member's own), or null. */
  avatarUrl: string | null;
  /** A corporate member's business-licence image as submitted for verification, or null. */
  licenseUrl: string | null;
  createdAt: string;
}


/** Real-name verification (§4 member info status 0/3 → 1): a personal member's name and ID card… */
export const personalRealNameSchema = z.object({ realName: zChineseName, idCard: zIdCard });
/** …or a corporate member's company name, credit code and business-licence image (an upload of its own). */
export const corporateRealNameSchema = z.object({
  companyName: zCompanyName,
  unifyCode: zCreditCode,
  licenseUrl: z.string().regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|png|gif)$/, '请上传营业执照图片'),
});
export const submitRealNameBodySchema = z.union([corporateRealNameSchema, personalRealNameSchema], { error: '请填写实名认证资料' });
export type SubmitRealNameBody = z.infer<typeof submitRealNameBodySchema>;

/** The editable part of the profile: e-mail and profile picture ('' clears either). */
export const updateBaseInfoBodySchema = z.object({
  email: zEmail.optional().or(z.literal('')),
  avatarUrl: z
    .string()
    .regex(/^\/files\/[A-Za-z0-9_-]{22}\.(jpg|png|gif)$/, '头像须为上传的图片')
    .optional()
    .or(z.literal('')),
});
export type UpdateBaseInfoBody = z.infer<typeof updateBaseInfoBodySchema>;
