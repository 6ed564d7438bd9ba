import { creditCodeCheckChar } from '@tcm/shared';
import type { BenchTable } from './bench-table';
import { CITIES, HERBS, PROVINCES, companyName, paragraph, personName, sentence } from './chinese-text';
import { insertBatched } from './insert-batched';

/** Issue #8 at scale 1: 5,000 institutions, 30 services each, 300,000 evaluations, 50,000 favourites. */
const INSTITUTIONS = 5_000;
const SERVICES_PER_INSTITUTION = 30;
const EVALUATIONS = 300_000;
const COLLECTS = 50_000;

const DAY = 86_400_000;
const at = (i: number, days: number) => new Date(Date.UTC(2026, 0, 1) - (i % days) * DAY - (i % 1440) * 60_000).toISOString();
const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);

/** Bench credit codes (…MAB + serial): well-formed, and never one of the demo seed's. */
function benchCreditCode(i: number): string {
  const first17 = `91110100MAB${String(i).padStart(6, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

export const institutionBenchData: BenchTable = {
  table: 'institution',
  rowCount: (scale) => Math.max(100, Math.round(INSTITUTIONS * scale)),
  async generate({ db, rng, rows }) {
    await insertBatched(db, 'institution', rows, (i) => {
      const cma = rng.chance(0.9) ? 1 : 0;
      const cnas = rng.chance(0.45) ? 1 : 0;
      return {
        name: `${companyName(rng).replace(/有限公司|股份有限公司|专业合作社/, '')}检测技术有限公司`,
        unify_code: benchCreditCode(i),
        province: rng.pick(PROVINCES),
        city: rng.pick(CITIES),
        address: `${rng.pick(CITIES)}高新区${rng.int(1, 999)}号`,
        contact_name: personName(rng),
        contact_phone: `0${rng.int(10, 99)}-${rng.int(6000000, 8999999)}`,
        email: `lab${i}@bench.example.cn`,
        logo_url: null,
        intro: paragraph(rng, 2, 4),
        cma,
        cnas,
        cma_cert_no: cma ? String(rng.int(100000000000, 999999999999)) : null,
        cnas_cert_no: cnas ? `CNAS L${rng.int(1000, 9999)}` : null,
        cma_cert_url: null,
        cnas_cert_url: null,
        rating_x10: rng.int(30, 50),
        order_count: rng.int(0, 5000),
        status: rng.chance(0.97) ? 1 : 0,
        recommend: rng.chance(0.01) ? rng.int(1, 10) : 0,
        application_id: null,
        created_at: at(i, 2000),
      };
    });
  },
};

export const testServiceBenchData: BenchTable = {
  table: 'institution_test_service',
  rowCount: (scale) => Math.max(100, Math.round(INSTITUTIONS * scale)) * SERVICES_PER_INSTITUTION,
  async generate({ db, rng, rows }) {
    const institutions = await ids(db.selectFrom('institution').select('id').orderBy('id').execute());
    const items = await ids(db.selectFrom('test_item').select('id').orderBy('id').execute());
    await insertBatched(db, 'institution_test_service', rows, (i) => {
      const perVariety = rng.chance(0.2);
      return {
        institution_id: institutions[Math.floor(i / SERVICES_PER_INSTITUTION) % institutions.length]!,
        test_item_id: items[i % items.length]!,
        price_fen: rng.int(30, 1500) * 100,
        period_days: rng.int(2, 10),
        cma: rng.chance(0.9) ? 1 : 0,
        cnas: rng.chance(0.4) ? 1 : 0,
        varieties: perVariety ? Array.from({ length: rng.int(1, 5) }, () => rng.pick(HERBS)).join(',') : '',
        status: rng.chance(0.98) ? 1 : 0,
      };
    });
  },
};

export const evaluationBenchData: BenchTable = {
  table: 'order_evaluation',
  rowCount: (scale) => Math.max(100, Math.round(EVALUATIONS * scale)),
  async generate({ db, rng, rows }) {
    const institutions = await ids(db.selectFrom('institution').select('id').orderBy('id').execute());
    const members = await ids(db.selectFrom('sys_member').select('id').orderBy('id').execute());
    await insertBatched(db, 'order_evaluation', rows, (i) => {
      const status = rng.chance(0.8) ? 2 : rng.chance(0.5) ? 1 : 3;
      return {
        institution_id: rng.pick(institutions),
        order_id: null,
        member_id: rng.pick(members),
        score_service: rng.int(2, 5),
        score_timeliness: rng.int(2, 5),
        score_quality: rng.int(3, 5),
        content: sentence(rng, 8, 30),
        audit_status: status,
        reply: status === 2 && rng.chance(0.3) ? sentence(rng, 5, 12) : null,
        created_at: at(i, 900),
      };
    });
  },
};

/** Favourites of test services, spread over the members the demo seed wrote (unique per member and item). */
export const collectBenchData: BenchTable = {
  table: 'my_collect',
  rowCount: (scale) => Math.max(100, Math.round(COLLECTS * scale)),
  async generate({ db, rows }) {
    const members = await ids(db.selectFrom('sys_member').select('id').orderBy('id').execute());
    const services = await ids(db.selectFrom('institution_test_service').select('id').orderBy('id').execute());
    const existing = await db.selectFrom('my_collect').select(['member_id', 'collect_type', 'item_id']).execute();
    const taken = new Set(existing.map((r) => `${r.member_id}:${r.collect_type}:${r.item_id}`));
    let k = 0;
    await insertBatched(db, 'my_collect', rows, (i) => {
      let row;
      do {
        row = { member_id: members[k % members.length]!, collect_type: 2, item_id: services[Math.floor(k / members.length) % services.length]!, created_at: at(i, 365) };
        k += 1;
      } while (taken.has(`${row.member_id}:2:${row.item_id}`));
      return row;
    });
  },
};

export const INSTITUTION_BENCH_TABLES = [institutionBenchData, testServiceBenchData, evaluationBenchData, collectBenchData] as const;
