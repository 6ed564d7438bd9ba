import { COMPLAINT_TEL_DICT, type DictValueQuery, MAILBOX_DICT, RETCODE } from '@tcm/shared';
import { useDictValue } from '../api/get-dict-value';
import { usePlatformTel } from './use-platform-tel';

/** One dictionary value as text, or null while loading, absent or refused. */
function useDictText(query: DictValueQuery): string | null {
  const { data } = useDictValue(query);
  return data?.retcode === RETCODE.SUCCESS && typeof data.data === 'string' && data.data !== '' ? data.data : null;
}

/**
 * The platform's phone, complaint line and mailbox, all from the data dictionary that operators
 * edit (issue #20): the footer, 关于平台, 关于我们 and 联系我们 show the same numbers.
 */
export function usePlatformContacts(): { tel: string | null; complaintTel: string | null; mailbox: string | null } {
  return { tel: usePlatformTel(), complaintTel: useDictText(COMPLAINT_TEL_DICT), mailbox: useDictText(MAILBOX_DICT) };
}
