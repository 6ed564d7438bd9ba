import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReportLetterheads } from '../reports/letterheads-port';

/** The institutions side of a generated report (modules/reports/letterheads-port.ts): its letterhead and accreditations. */
export function createInstitutionLetterheads(db: Kysely<Database>): ReportLetterheads {
  return {
    async of(institutionId) {
      const r = await db
        .selectFrom('institution')
        .select(['name', 'address', 'contact_phone', 'cma', 'cnas', 'cma_cert_no', 'cnas_cert_no'])
        .where('id', '=', institutionId)
        .executeTakeFirstOrThrow();
      return {
        name: r.name,
        address: r.address,
        phone: r.contact_phone,
        cma: r.cma ? { certNo: r.cma_cert_no } : null,
        cnas: r.cnas ? { certNo: r.cnas_cert_no } : null,
      };
    },
  };
}
