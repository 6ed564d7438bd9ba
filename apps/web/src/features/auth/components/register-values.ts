import {
  account,
  ACCOUNT_MESSAGES,
  chinese,
  email,
  idCard,
  MEMBER_TYPE,
  mobile,
  required,
  unifiedCreditCode,
  type MemberType,
  type RegisterBody,
  type Validator,
} from '@tcm/shared';
import type { LiteRules } from '@/lib/lite-form';
import { smsCode } from '../auth-texts';
import { passwordPairRules } from './password-fields-lite';

/** Every field any of the three forms has (agree: 'yes' once ticked); each form holds the ones of its member type. */
export interface RegisterValues {
  [name: string]: string;
  userAccount: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  smsCode: string;
  email: string;
  agree: string;
}

const COMMON: RegisterValues = { userAccount: '', password: '', confirmPassword: '', mobile: '', smsCode: '', email: '', agree: '' };

/** The fields of a member type's form, empty. */
export function initialValues(memberType: MemberType): RegisterValues {
  if (memberType === MEMBER_TYPE.PERSONAL) return { realName: '', idCard: '', ...COMMON };
  if (memberType === MEMBER_TYPE.CORPORATE) return { companyName: '', unifyCode: '', ...COMMON };
  return { ...COMMON };
}

const mustAgree: Validator = (value) => (value === 'yes' ? undefined : ACCOUNT_MESSAGES.mustAgree);

/** The §5 rules of the fields (the server checks of mobile and credit code come on blur and submit). */
export function registerRules(passwordNow: () => string | undefined): LiteRules<RegisterValues> {
  return {
    realName: [required, chinese],
    idCard: [required, idCard],
    companyName: [required],
    unifyCode: [required, unifiedCreditCode],
    userAccount: [required, account],
    ...passwordPairRules(passwordNow),
    mobile: [mobile],
    smsCode: [required, smsCode],
    email: [email],
    agree: [mustAgree],
  };
}

export function toBody(memberType: MemberType, v: RegisterValues): RegisterBody {
  const common = {
    userAccount: v.userAccount,
    password: v.password,
    confirmPassword: v.confirmPassword,
    mobile: v.mobile,
    smsCode: v.smsCode,
    email: v.email.trim(),
    agree: true as const,
  };
  if (memberType === MEMBER_TYPE.PERSONAL) {
    return { memberType, ...common, realName: (v.realName ?? '').trim(), idCard: v.idCard ?? '' };
  }
  if (memberType === MEMBER_TYPE.CORPORATE) {
    return { memberType, ...common, companyName: (v.companyName ?? '').trim(), unifyCode: v.unifyCode ?? '' };
  }
  return { memberType, ...common };
}
