import { useState } from 'react';
import { RETCODE, unifiedCreditCode } from '@tcm/shared';
import { judgeUnifyCode } from '../api/judge-unify-code';

/**
 * judgeUnifyCode: retcode 0 carries the reason (taken, or a wrong check
 * character) — the message to show, or undefined. Remembered per code; when
 * the server cannot answer the field is let through (register checks anyway).
 */
export function useUnifyCodeAnswer(): (value: string) => Promise<string | undefined> {
  const [answers] = useState(() => new Map<string, Promise<string | undefined>>());
  return (value) => {
    if (unifiedCreditCode(value) !== undefined) return Promise.resolve(undefined); // the format rule speaks
    let answer = answers.get(value);
    if (!answer) {
      answer = judgeUnifyCode(value).then(
        (result) => (result.retcode === RETCODE.SUCCESS ? undefined : result.retmsg),
        () => undefined,
      );
      answers.set(value, answer);
    }
    return answer;
  };
}
