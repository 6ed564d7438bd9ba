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
  WORKBENCH_MESSAGES,
  toPageResult,
  yuanToFen,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { type TestItemRow, toTestItem } from '../institutions/catalog-repository';
import { qualificationsOf } from '../institutions/institution-repository';
import { uploadKey } from '../orders/numbers';
import { createOrderRepository } from '../orders/repository';
import type { StaffContext } from '../staff/service';
import { createMyEvaluationService } from './evaluation-service';
import { createInstitutionAdminRepository } from './repository';
import { createTrackingReadService } from './tracking-service';

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
export function createInstitutionAdminService(db: Kysely<Database>) {
  const repo = createInstitutionAdminRepository(db);

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

  async function requireNewOwn(staff: StaffContext, paths: string[], message: string): Promise<void> {
    const keys = paths.map(uploadKey);
    if (keys.length && (await createOrderRepository(db).ownUploads(staff.memberId, keys)) !== keys.length) throw new BusinessError(message);
  }

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
      const id = await repo.insertService({ institution_id: staff.institutionId, ...(await columnsOf(staff, b)), status: 1 });
      return service(staff, id);
    },

    async edit(staff: StaffContext, b: ServiceInput & { id: number }): Promise<MyService> {
      await service(staff, b.id);
      await repo.updateService(staff.institutionId, b.id, await columnsOf(staff, b, b.id));
      return service(staff, b.id);
    },

    async changeStatus(staff: StaffContext, b: { id: number; status: MyServiceStatus }): Promise<MyService> {
      if (!(await repo.updateService(staff.institutionId, b.id, { status: b.status }))) throw new BusinessError(M.serviceNotFound);
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
      await repo.updateProfile(staff.institutionId, {
        intro: b.intro,
        city: b.city,
        address: b.address,
        contact_name: b.contactName,
        contact_phone: b.contactPhone,
        email: b.email,
        ...(b.logoUrl !== undefined ? { logo_url: b.logoUrl } : {}),
        certificate_urls: certificates.join(','),
      });
      return profile(staff);
    },

    ...createMyEvaluationService(db),
    ...createTrackingReadService(db),
  };
}
export type InstitutionAdminService = ReturnType<typeof createInstitutionAdminService>;
