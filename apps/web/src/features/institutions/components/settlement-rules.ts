import { email, INSTITUTION_MESSAGES, mobile, RETCODE, required, requiredList, unifiedCreditCode, type Validator } from '@tcm/shared';
import { judgeSettlementUnifyCode } from '../api/judge-unify-code';

/**
 * The settlement form's rules without zod (issue #18: the page loads no schemas chunk).
 * They say what addSettleCompanyBodySchema says: a text field is trimmed and at most
 * `max` long, a certificate number is short and plain, attachments are paths.
 */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** zText(max, label): required, and at most `max` characters once trimmed. */
export function text(max: number, label: string): Validator[] {
  return [required, (value) => (trimmed(value).length > max ? `${label}不能超过${max}个字` : undefined)];
}

/** zCertNo: up to 40 letters, digits, dashes and brackets. */
export const certNo: Validator = (value) => {
  const no = trimmed(value);
  if (no.length > 40) return '证书编号不能超过40个字';
  return /^[A-Za-z0-9\-（）()]*$/.test(no) ? undefined : '证书编号只能包含字母、数字和横线';
};

/** An uploader field holds at least one path. */
export const attachment: Validator = (value) => (trimmed(value) !== '' ? undefined : INSTITUTION_MESSAGES.attachmentInvalid);

/** CNAS is optional, but its number and its image go together (the contract's refine): this one is missing while the other is there. */
export function cnasIncomplete(mine: string, other: string): string | undefined {
  return trimmed(mine) !== '' || trimmed(other) === '' ? undefined : INSTITUTION_MESSAGES.cnasIncomplete;
}

export const SETTLEMENT_RULES = {
  companyName: text(100, '企业名称'),
  unifyCode: [required, unifiedCreditCode],
  licenseUrl: [attachment],
  cmaCertNo: [required, certNo],
  cmaCertUrl: [attachment],
  cnasCertNo: [certNo],
  contactName: text(30, '联系人'),
  mobile: [mobile],
  email: [required, email],
  province: [required],
  city: text(20, '城市'),
  address: text(200, '详细地址'),
  categoryIds: [requiredList],
  testItemIds: [requiredList],
  intro: text(2000, '机构简介'),
};

/**
 * judgeUnifyCode, answers remembered per code: retcode 0 carries the reason (already
 * settled, an application pending). A wrong format is the format rule's to say.
 */
export function unifyCodeCheck(): (code: string) => Promise<string | undefined> {
  const answers = new Map<string, Promise<string | undefined>>();
  return (code) => {
    if (code === '' || unifiedCreditCode(code) !== undefined) return Promise.resolve(undefined);
    let answer = answers.get(code);
    if (!answer) {
      answer = judgeSettlementUnifyCode(code).then(
        (result) => (result.retcode === RETCODE.SUCCESS ? undefined : result.retmsg),
        () => undefined,
      );
      answers.set(code, answer);
    }
    return answer;
  };
}
