import type { FormRule } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { INSTITUTION_MESSAGES, RETCODE, unifiedCreditCode } from '@tcm/shared';
import { serverRule } from '@/lib/form-rules';
import { judgeSettlementUnifyCode } from '../api/judge-unify-code';

/** An uploader field holds at least one path. */
export const attachmentRule: FormRule = {
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? Promise.resolve() : Promise.reject(new Error(INSTITUTION_MESSAGES.attachmentInvalid)),
};

/** CNAS is optional, but its number and its image go together (the contract's refine). */
export function cnasTogether(otherField: 'cnasCertNo' | 'cnasCertUrl'): RuleRender {
  return (form) => ({
    validator: (_rule, value: unknown) => {
      const mine = typeof value === 'string' && value.trim() !== '';
      const other = String(form.getFieldValue(otherField) ?? '').trim() !== '';
      return mine || !other ? Promise.resolve() : Promise.reject(new Error(INSTITUTION_MESSAGES.cnasIncomplete));
    },
  });
}

/**
 * judgeUnifyCode on blur, answers remembered per code: retcode 0 carries the reason
 * (already settled, an application pending). A wrong format is the format rule's to say.
 */
export function unifyCodeServerRule(): FormRule {
  const answers = new Map<string, Promise<string | undefined>>();
  return serverRule((value) => {
    if (unifiedCreditCode(value) !== undefined) return Promise.resolve(undefined);
    let answer = answers.get(value);
    if (!answer) {
      answer = judgeSettlementUnifyCode(value).then(
        (result) => (result.retcode === RETCODE.SUCCESS ? undefined : result.retmsg),
        () => undefined,
      );
      answers.set(value, answer);
    }
    return answer;
  });
}
