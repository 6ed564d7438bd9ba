import { useEffect } from 'react';
import { RETCODE, TEL_DICT } from '@tcm/shared';
import { updateSession, useSession } from '@/lib/session';
import { useDictValue } from '../api/get-dict-value';

/**
 * §7 platform phone: read from the session; fetched from the dictionary only
 * when not stored yet. retcode 1 stores it; any other retcode is ignored
 * silently (the phone line just stays empty).
 */
export function usePlatformTel(): string | null {
  const { tel } = useSession();
  const { data } = useDictValue(TEL_DICT, { enabled: !tel });

  useEffect(() => {
    if (!tel && data?.retcode === RETCODE.SUCCESS && typeof data.data === 'string' && data.data !== '') {
      updateSession({ tel: data.data });
    }
  }, [tel, data]);

  return tel;
}
