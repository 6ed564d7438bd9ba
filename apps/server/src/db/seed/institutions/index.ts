import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { FileStorage } from '../../../modules/files/storage';
import type { InstitutionTestServiceTable } from '../../schema-institutions';
import { SEED_SERVICE_CATEGORIES, SEED_VARIETIES, type SeedTestItem } from './catalog';
import { demoCmaNo, demoCnasNo, demoCreditCode } from './codes';
import { type SeedImage, certificateSvg, logoSvg, storeImages } from './images';
import { SEED_INSTITUTIONS, type SeedInstitution } from './institutions';
import { SEED_APPLICATIONS, SEED_PENDING_REVIEWS, SEED_REJECTED_REVIEWS, SEED_REVIEWS } from './reviews';

const DAY = 86_400_000;
const daysAgo = (days: number, spread = 0) => new Date(Date.now() - days * DAY - spread * 3_600_000).toISOString();

/** Approved reviews of institution i, then one pending (every third) and one rejected (every fourth). */
function reviewsOf(i: number) {
  const approved = Array.from({ length: 2 + (i % 6) }, (_, k) => SEED_REVIEWS[(i * 3 + k) % SEED_REVIEWS.length]!);
  return { approved, pending: i % 3 === 0 ? [SEED_PENDING_REVIEWS[i % 2]!] : [], rejected: i % 4 === 0 ? [SEED_REJECTED_REVIEWS[i % 2]!] : [] };
}

function ratingX10(i: number): number {
  const { approved } = reviewsOf(i);
  const sum = approved.reduce((n, [s, t, q]) => n + s + t + q, 0);
  return Math.round((sum / (3 * approved.length)) * 10);
}

/** Which items institution i offers: everything in its focus categories but a deterministic few. */
function offers(inst: SeedInstitution, i: number, itemIds: Map<string, number>): Insertable<InstitutionTestServiceTable>[] {
  const out: Insertable<InstitutionTestServiceTable>[] = [];
  for (const c of inst.focus) {
    SEED_SERVICE_CATEGORIES[c]!.children.flatMap((child) => child.items).forEach((item: SeedTestItem, j) => {
      if ((i * 7 + j * 3) % 5 === 0 && j > 0) return;
      const varieties = item.perVariety
        ? [...new Set([...SEED_VARIETIES.filter((v) => inst.name.includes(v)), ...Array.from({ length: 3 + ((i + j) % 4) }, (_, k) => SEED_VARIETIES[(i * 3 + j + k * 2) % SEED_VARIETIES.length]!)])]
        : [];
      out.push({
        institution_id: 0,
        test_item_id: itemIds.get(item.name)!,
        price_fen: Math.round((item.basePriceFen * (85 + ((i * 7 + j * 13) % 7) * 8)) / 10000) * 100,
        period_days: Math.max(1, item.baseDays + ((i + j) % 3) - 1),
        cma: inst.cma ? 1 : 0,
        cnas: inst.cnas && j % 4 !== 3 ? 1 : 0,
        varieties: varieties.join(','),
        status: 1,
      });
    });
  }
  return out;
}

/** Demo institutions, their services and evaluations, and settlement applications in each state. Written once. */
export async function seedInstitutions(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  if (await db.selectFrom('service_category').select('id').limit(1).executeTakeFirst()) return;

  // Logos are per institution; certificates and application scans are shared specimens (drawing dominates the seed's time).
  const images: SeedImage[] = [
    { svg: certificateSvg('检验检测机构资质认定证书', '（证书样张）', '见机构资质信息'), ext: 'jpg', scene: 'seed' },
    { svg: certificateSvg('实验室认可证书', '（证书样张）', '见机构资质信息'), ext: 'jpg', scene: 'seed' },
    { svg: certificateSvg('营业执照', '（入驻申请附件样张）', '见申请信息'), ext: 'jpg', scene: 'settlement' },
    { svg: certificateSvg('检验检测机构资质认定证书', '（入驻申请附件样张）', '见申请信息'), ext: 'jpg', scene: 'settlement' },
    ...SEED_INSTITUTIONS.map((inst, i): SeedImage => ({ svg: logoSvg(inst.mark, i), ext: 'png', scene: 'seed' })),
  ];
  const [cmaSpecimen, cnasSpecimen, licenceScan, cmaScan, ...logos] = await storeImages(db, storage, images);

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('service_category').values(SEED_SERVICE_CATEGORIES.map((c, i) => ({ parent_id: 0, name: c.name, sort: i + 1 }))).execute();
    const tops = new Map((await trx.selectFrom('service_category').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    await trx
      .insertInto('service_category')
      .values(SEED_SERVICE_CATEGORIES.flatMap((c) => c.children.map((child, j) => ({ parent_id: tops.get(c.name)!, name: child.name, sort: j + 1 }))))
      .execute();
    const categories = new Map((await trx.selectFrom('service_category').select(['id', 'name']).where('parent_id', '<>', 0).execute()).map((r) => [r.name, r.id]));
    await trx
      .insertInto('test_item')
      .values(
        SEED_SERVICE_CATEGORIES.flatMap((c) =>
          c.children.flatMap((child) => child.items.map((item, k) => ({ category_id: categories.get(child.name)!, name: item.name, trait: item.trait, method: item.method, standard: item.standard, sort: k + 1 }))),
        ),
      )
      .execute();
    const itemIds = new Map((await trx.selectFrom('test_item').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));

    await trx
      .insertInto('institution')
      .values(
        SEED_INSTITUTIONS.map((inst, i) => ({
          name: inst.name,
          unify_code: demoCreditCode(inst.province, 'JC', i),
          province: inst.province,
          city: inst.city,
          address: `${inst.province === inst.city ? '' : inst.province}${inst.city}${inst.street}`,
          contact_name: inst.contact,
          contact_phone: `0${String(10 + (i % 80)).padStart(2, '0')}-6${String(5550000 + i * 17).slice(0, 7)}`,
          email: `service@lab${String(i + 1).padStart(2, '0')}.example.cn`,
          logo_url: logos[i]!,
          intro: `${inst.name}是一家专注于${inst.focus.map((c) => SEED_SERVICE_CATEGORIES[c]!.name).join('、')}的第三方检验检测机构，位于${inst.city}，配备高效液相色谱仪、气相色谱-质谱联用仪、电感耦合等离子体质谱仪等设备，可依据《中国药典》及相关国家标准出具检测报告。（演示数据）`,
          cma: inst.cma ? 1 : 0,
          cnas: inst.cnas ? 1 : 0,
          cma_cert_no: inst.cma ? demoCmaNo(inst.province, i) : null,
          cnas_cert_no: inst.cnas ? demoCnasNo(i) : null,
          cma_cert_url: inst.cma ? cmaSpecimen! : null,
          cnas_cert_url: inst.cnas ? cnasSpecimen! : null,
          rating_x10: ratingX10(i),
          order_count: inst.orderCount,
          status: inst.listed ? 1 : 0,
          recommend: inst.recommend ?? 0,
          application_id: null,
          created_at: daysAgo(inst.settledDaysAgo, i),
        })),
      )
      .execute();
    const ids = (await trx.selectFrom('institution').select(['id', 'name']).execute()).reduce((m, r) => m.set(r.name, r.id), new Map<string, number>());
    const institutionId = (i: number) => ids.get(SEED_INSTITUTIONS[i]!.name)!;

    const services = SEED_INSTITUTIONS.flatMap((inst, i) => offers(inst, i, itemIds).map((s) => ({ ...s, institution_id: institutionId(i) })));
    for (let k = 0; k < services.length; k += 500) await trx.insertInto('institution_test_service').values(services.slice(k, k + 500)).execute();

    const members = (await trx.selectFrom('sys_member').select('id').orderBy('id').limit(7).execute()).map((m) => m.id);
    if (members.length) {
      const evaluations = SEED_INSTITUTIONS.flatMap((_, i) => {
        const r = reviewsOf(i);
        const row = (status: number, k: number, [s, t, q, content, reply]: [number, number, number, string, string | null]) => ({
          institution_id: institutionId(i),
          order_id: null,
          member_id: members[(i + k) % members.length]!,
          score_service: s,
          score_timeliness: t,
          score_quality: q,
          content,
          audit_status: status,
          reply: status === 2 ? reply : null,
          created_at: daysAgo(3 + k * 11 + (i % 5), k),
        });
        return [
          ...r.approved.map((v, k) => row(2, k, v)),
          ...r.pending.map((c, k) => row(1, 10 + k, [5, 5, 5, c, null])),
          ...r.rejected.map((c, k) => row(3, 20 + k, [1, 1, 1, c, null])),
        ];
      });
      await trx.insertInto('order_evaluation').values(evaluations).execute();
    }

    for (const [i, a] of SEED_APPLICATIONS.entries()) {
      const inst = a.institutionIndex === undefined ? undefined : SEED_INSTITUTIONS[a.institutionIndex]!;
      const app = await trx
        .insertInto('settle_application')
        .values({
          company_name: a.companyName,
          unify_code: inst ? demoCreditCode(inst.province, 'JC', a.institutionIndex!) : demoCreditCode(a.province, 'AP', i),
          license_url: licenceScan!,
          cma_cert_no: demoCmaNo(a.province, 50 + i),
          cma_cert_url: cmaScan!,
          cnas_cert_no: null,
          cnas_cert_url: null,
          contact_name: a.contactName,
          mobile: a.mobile,
          email: `apply${i + 1}@example.cn`,
          province: a.province,
          city: a.city,
          address: a.address,
          category_ids: String(tops.get(SEED_SERVICE_CATEGORIES[0]!.name)),
          test_item_ids: [...itemIds.values()].slice(0, 4).join(','),
          intro: `${a.companyName}申请入驻平台，提供中药材及饮片常规检验服务。（演示数据）`,
          status: a.status,
          reject_reason: a.rejectReason ?? null,
          created_at: daysAgo(a.daysAgo),
          reviewed_at: a.status === 1 ? null : daysAgo(a.daysAgo - 3),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (inst) await trx.updateTable('institution').set({ application_id: app.id }).where('id', '=', institutionId(a.institutionIndex!)).execute();
    }
  });
}
