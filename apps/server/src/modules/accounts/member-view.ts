import type { CompanyDto, LoginResult, MemberDetail, MemberInfoStatus, MemberType } from '@tcm/shared';
import type { Selectable } from 'kysely';
import type { SysMemberTable } from '../../db/schema';
import type { ActiveSession } from '../sessions/service';

type MemberRow = Selectable<SysMemberTable>;
type CompanyRow = { company_name: string; unify_code: string; license_url?: string | null } | undefined;

const toCompanyDto = (c: CompanyRow): CompanyDto | null => (c ? { companyName: c.company_name, unifyCode: c.unify_code } : null);
const maskIdCard = (id: string | null) => (id ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : null);

/** The §3 session values the web client stores after a login. */
export function toLoginResult(m: MemberRow, company: CompanyRow, s: ActiveSession): LoginResult {
  return {
    accessToken: s.token,
    expireTime: s.expireTime,
    userId: m.id,
    userInfo: { userId: m.id, userAccount: m.user_account, companyDto: toCompanyDto(company) },
  };
}

export function toMemberDetail(m: MemberRow, company: CompanyRow, s: ActiveSession): MemberDetail {
  return {
    userId: m.id,
    userAccount: m.user_account,
    memberType: m.member_type as MemberType,
    infoStatus: m.info_status as MemberInfoStatus,
    mobile: m.mobile,
    email: m.email,
    realName: m.real_name,
    idCardMasked: maskIdCard(m.id_card),
    rejectReason: m.reject_reason,
    sysCompany: toCompanyDto(company),
    accessToken: s.token,
    expireTime: s.expireTime,
    avatarUrl: m.avatar_url,
    licenseUrl: company?.license_url ?? null,
    createdAt: m.created_at,
  };
}
