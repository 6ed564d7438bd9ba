import { useState } from 'react';
import { RETCODE, type ApiEnvelope } from '@tcm/shared';

/**
 * An account form's one call: busy while it runs; on success the server's message goes to `announce`
 * and `onDone` follows; a refusal goes to `refusal` (under its field, or as the form's alert). A
 * thrown error has been shown by the request client already.
 */
export function useAccountCall(refusal: { show(message: string): void; clear(): void }, announce: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<ApiEnvelope<unknown>>, onDone: () => void) => {
    setBusy(true);
    refusal.clear();
    try {
      const result = await call();
      if (result.retcode === RETCODE.SUCCESS) {
        announce(result.retmsg);
        onDone();
      } else {
        refusal.show(result.retmsg);
      }
    } catch {
      // the request client has shown what went wrong (a 401 included)
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
