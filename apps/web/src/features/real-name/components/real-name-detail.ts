import type { MemberDetail } from '@tcm/shared';

/** What the real-name form needs of getMemberDetail's answer. */
export type RealNameDetail = Pick<MemberDetail, 'memberType' | 'infoStatus' | 'realName' | 'sysCompany' | 'rejectReason'> & {
  /** A corporate member's licence image, shown read-only in the summary. */
  licenseUrl?: string | null;
  /** Shown in the read-only summary of a personal member when given. */
  idCardMasked?: string | null;
};
