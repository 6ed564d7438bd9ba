import { useState } from 'react';
import { ACCOUNT_MESSAGES, mobile, RETCODE } from '@tcm/shared';
import { mobileIsExist } from '../api/mobile-is-exist';

/**
 * The mobileIsExist check: registering needs a free number (该手机号已注册),
 * resetting a password a known one (该手机号尚未注册). The answer is the
 * message to show, or undefined. Answers are remembered per number, so leaving
 * the field again does not ask again. When the server cannot answer (rate
 * limit, network) the field is let through: the register or reset call checks anyway.
 */
export function useMobileAnswer(expect: 'free' | 'registered'): (value: string) => Promise<string | undefined> {
  const [answers] = useState(() => new Map<string, Promise<string | undefined>>());
  return (value) => {
    if (mobile(value) !== undefined) return Promise.resolve(undefined); // the format rule speaks
    let answer = answers.get(value);
    if (!answer) {
      answer = mobileIsExist(value).then(
        (result) => {
          if (result.retcode !== RETCODE.SUCCESS) return undefined;
          if (expect === 'free' && result.data === true) return ACCOUNT_MESSAGES.mobileTaken;
          if (expect === 'registered' && result.data === false) return ACCOUNT_MESSAGES.mobileUnknown;
          return undefined;
        },
        () => undefined,
      );
      answers.set(value, answer);
    }
    return answer;
  };
}
