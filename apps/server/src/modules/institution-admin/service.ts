import {
  INSTITUTION_ADMIN_MESSAGES as M,
  MY_SERVICE_STATUS_LABELS,
  type MyProfile,
  type MyService,
  type MyServicePage,
  type MyServiceStatus,
  type PageQuery,
  QUALIFICATION_FLAG,
  type QualificationFlag,
  STAFF_AUDIT_ACTIONS as A,
  WORKBENCH_MESSAGES,
  toPageResult,
  yuanToFen,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { claimUploads, requireOwnUploads } from '../files/claims';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import { type TestItemRow, qualificationsOf, toTestItem } from '../institutions/columns';
import type { InstitutionService } from '../institutions/service';
import type { StaffContext } from '../staff/service';
import { createMyEvaluationService } from './evaluation-service';
import { createInstitutionAdminRepository } from './repository';

type ServiceRow = TestItemRow & { id: number; price_fen: number; period_days: number; cma: number; cnas: number; varieties: string; status: number };
const toMyService = (r: ServiceRow): MyService => ({
  id: r.id,
  testItem: toTestItem(r),
  priceFen: r.price_fen,
  periodDays: r.period_days,
  qualifications: qualificationsOf(r),
  varieties: r.varieties ? r.varieties.split(',') : [],
  status: r.status as MyServiceStatus,
  statusName: MY_SERVICE_STATUS_LABELS[r.status as MyServiceStatus],
});

interface ServiceInput {
  testItemId: number;
  price: string | number;
  periodDays: number;
  qualifications: QualificationFlag[];
  varieties: string[];
}

/** What a service's audit row notes: the item, price and period as submitted. */
const serviceNote = (b: ServiceInput) => `检测项目#${b.testItemId}，价格 ${b.price} 元，周期 ${b.periodDays} 天`;

const PROFILE_FIELD_LABELS = { intro: '简介', city: '城市', address: '地址', contact_name: '联系人', contact_phone: '联系电话', email: '邮箱', logo_url: '标志', certificate_urls: '证书图片' } as const;
/** The profile fields a save changed, by name (the values stay on the profile). */
function changedFields(current: Record<string, unknown>, patch: Partial<Record<keyof typeof PROFILE_FIELD_LABELS, unknown>>): string {
  const value = (v: unknown) => (v === '' || v === undefined ? null : v);
  const changed = (Object.keys(PROFILE_FIELD_LABELS) as (keyof typeof PROFILE_FIELD_LABELS)[]).filter((k) => k in patch && value(patch[k]) !== value(current[k]));
  return changed.length ? `修改了${changed.map((k) => PROFILE_FIELD_LABELS[k]).join('、')}` : '未修改内容';
}

interface ProfileInput {
  intro: string;
  city: string;
  address: string;
  contactName: string;
  contactPhone: string;
  email: string;
  logoUrl?: string | null;
  certificateUrls: string[];
}

/**
 * The institution workbench's own test services, profile, evaluations and recorded tracking
 * events (issue #11). Staff act on their own institution only: another institution's service
 * reads as missing.
 */
export function createInstitutionAdminService(db: Kysely<Database>, audit: AuditService, institutions: Pick<InstitutionService, 'evaluationSummary'>) {
  const repo = createInstitutionAdminRepository(db);
  // Each change below and its audit row (issue #17) commit in one transaction.
  const trail = createStaffTrail(audit);
  const inTransaction = <T>(work: (r: ReturnType<typeof createInstitutionAdminRepository>, trx: Kysely<Database>) => Promise<T>) =>
    db.transaction().execute((trx) => work(createInstitutionAdminRepository(trx), trx));

  /** Checks the input against the catalogue and our accreditation; answers the columns to store. */
  async function columnsOf(staff: StaffContext, b: ServiceInput, exceptId?: number) {
    if (!(await repo.testItemExists(b.testItemId))) throw new BusinessError(M.testItemNotFound);
    const held = qualificationsOf(await repo.profile(staff.institutionId));
    if (b.qualifications.some((q) => !held.includes(q))) throw new BusinessError(M.qualificationNotHeld);
    const varieties = [...new Set(b.varieties)].join(',');
    if (await repo.duplicateOf(staff.institutionId, b.testItemId, varieties, exceptId)) throw new BusinessError(M.serviceDuplicate);
    return {
      test_item_id: b.testItemId,
      price_fen: yuanToFen(b.price),
      period_days: b.periodDays,
      cma: b.qualifications.includes(QUALIFICATION_FLAG.CMA) ? 1 : 0,
      cnas: b.qualifications.includes(QUALIFICATION_FLAG.CNAS) ? 1 : 0,
      varieties,
    };
  }

  const requireNewOwn = (staff: StaffContext, paths: string[], message: string) => requireOwnUploads(db, staff.memberId, paths, message);

  async function service(staff: StaffContext, id: number): Promise<MyService> {
    const row = await repo.service(staff.institutionId, id);
    if (!row) throw new BusinessError(M.serviceNotFound);
    return toMyService(row);
  }

  async function profile(staff: StaffContext): Promise<MyProfile> {
    const r = await repo.profile(staff.institutionId);
    return {
      id: r.id,
      name: r.name,
      unifyCode: r.unify_code,
      province: r.province,
      city: r.city,
      address: r.address,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      email: r.email,
      intro: r.intro,
      logoUrl: r.logo_url,
      qualifications: qualificationsOf(r),
      cmaCertNo: r.cma_cert_no,
      cnasCertNo: r.cnas_cert_no,
      cmaCertUrl: r.cma_cert_url,
      cnasCertUrl: r.cnas_cert_url,
      certificateUrls: r.certificate_urls ? r.certificate_urls.split(',') : [],
      ratingX10: r.rating_x10,
      orderCount: r.order_count,
    };
  }

  return {
    async services(staff: StaffContext, q: PageQuery & { status?: number; keyword?: string }): Promise<MyServicePage> {
      const { rows, total } = await repo.servicePage(staff.institutionId, { status: q.status, keyword: q.keyword || undefined }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toMyService), total, q);
    },

    /** A new service goes on offer at once (status 1). */
    async add(staff: StaffContext, b: ServiceInput): Promise<MyService> {
      const columns = await columnsOf(staff, b);
      const id = await inTransaction(async (r, trx) => {
        const id = await r.insertService({ institution_id: staff.institutionId, ...columns, status: 1 });
        await trail.record(trx, staff, A.serviceAdd, `检测服务#${id}`, serviceNote(b));
        return id;
      });
      return service(staff, id);
    },

    async edit(staff: StaffContext, b: ServiceInput & { id: number }): Promise<MyService> {
      await service(staff, b.id);
      const columns = await columnsOf(staff, b, b.id);
      await inTransaction(async (r, trx) => {
        if (!(await r.updateService(staff.institutionId, b.id, columns))) throw new BusinessError(M.serviceNotFound);
        await trail.record(trx, staff, A.serviceEdit, `检测服务#${b.id}`, serviceNote(b));
      });
      return service(staff, b.id);
    },

    async changeStatus(staff: StaffContext, b: { id: number; status: MyServiceStatus }): Promise<MyService> {
      await inTransaction(async (r, trx) => {
        if (!(await r.updateService(staff.institutionId, b.id, { status: b.status }))) throw new BusinessError(M.serviceNotFound);
        await trail.record(trx, staff, A.serviceStatus, `检测服务#${b.id}`, MY_SERVICE_STATUS_LABELS[b.status]);
      });
      return service(staff, b.id);
    },

    profile,

    /**
     * Name, credit code and accreditation stay as the platform approved them; the rest is ours to
     * keep current. An image newly put on the profile must be this account's own upload; one the
     * profile already shows (a colleague's, the seeded logo) may stay.
     */
    async editProfile(staff: StaffContext, b: ProfileInput): Promise<MyProfile> {
      const current = await repo.profile(staff.institutionId);
      const certificates = [...new Set(b.certificateUrls)];
      const kept = new Set(current.certificate_urls ? current.certificate_urls.split(',') : []);
      await requireNewOwn(staff, certificates.filter((u) => !kept.has(u)), M.certificateNotOwn);
      if (b.logoUrl && b.logoUrl !== current.logo_url) await requireNewOwn(staff, [b.logoUrl], WORKBENCH_MESSAGES.logoNotOwn);
      const patch = {
        intro: b.intro,
        city: b.city,
        address: b.address,
        contact_name: b.contactName,
        contact_phone: b.contactPhone,
        email: b.email,
        ...(b.logoUrl !== undefined ? { logo_url: b.logoUrl } : {}),
        certificate_urls: certificates.join(','),
      };
      await inTransaction(async (r, trx) => {
        await r.updateProfile(staff.institutionId, patch);
        await claimUploads(trx, [...certificates.filter((u) => !kept.has(u)), b.logoUrl !== current.logo_url ? b.logoUrl : null]);
        await trail.record(trx, staff, A.profileEdit, '机构资料', changedFields(current, patch));
      });
      return profile(staff);
    },

    ...createMyEvaluationService(db, institutions),
  };
}
export type InstitutionAdminService = ReturnType<typeof createInstitutionAdminService>;
