import { ORDER_INITIAL_STATUS, ORDER_LIFECYCLE, type OrderAction, type OrderFacts, type OrderStatus } from '@tcm/shared';

export interface DemoOrder {
  member: 'putong01' | 'geren01' | 'qiye01';
  staff: 'jigou01' | 'jigou02' | 'jigou03';
  status: OrderStatus;
  returnSample?: boolean;
  evaluate?: boolean;
  urgent: 1 | 2 | 3;
  sample: [name: string, variety: string, quantity: string];
  daysAgo: number;
  /** The test items by name (the institution's services of those names); default two of its services. */
  items?: string[];
  /** The sample's supplier and origin (质量分析 groups by them). */
  supplier?: string;
  origin?: string;
  /** How the results read: `spread` (0–1) moves each value within its limit; `fail` puts that item or element beyond it. */
  results?: { spread: number; fail?: string };
}

/** Why a seeded order was refused, by the move that refused it. */
export const REASONS: Record<string, string> = {
  reject: '样品信息与检测项目不匹配，请核对后重新提交',
  rejectPayment: '未查询到对应的转账记录，请核对付款账户后重新上传凭证',
  returnOrder: '收到的样品包装破损受潮，无法进行检测',
};

/** Every status of §4 appears at least once among the demo members' orders. */
export const DEMO_ORDERS: DemoOrder[] = [
  { member: 'putong01', staff: 'jigou01', status: 1, urgent: 1, sample: ['黄芪饮片', '黄芪', '500g × 2袋'], daysAgo: 1 },
  { member: 'putong01', staff: 'jigou02', status: 2, urgent: 2, sample: ['当归药材', '当归', '1kg × 1袋'], daysAgo: 3 },
  { member: 'putong01', staff: 'jigou03', status: 3, urgent: 1, sample: ['党参片', '党参', '500g × 1袋'], daysAgo: 5 },
  { member: 'putong01', staff: 'jigou01', status: 12, urgent: 1, sample: ['甘草片', '甘草', '250g × 2袋'], daysAgo: 20 },
  { member: 'geren01', staff: 'jigou01', status: 4, urgent: 1, sample: ['三七粉', '三七', '100g × 3瓶'], daysAgo: 6 },
  { member: 'geren01', staff: 'jigou02', status: 5, urgent: 3, sample: ['枸杞子', '枸杞子', '500g × 2袋'], daysAgo: 8 },
  { member: 'geren01', staff: 'jigou03', status: 6, urgent: 1, sample: ['金银花', '金银花', '200g × 2袋'], daysAgo: 10 },
  { member: 'geren01', staff: 'jigou01', status: 9, urgent: 1, sample: ['丹参饮片', '丹参', '500g × 1袋'], daysAgo: 4 },
  { member: 'geren01', staff: 'jigou02', status: 10, urgent: 2, sample: ['川芎饮片', '川芎', '500g × 1袋'], daysAgo: 12 },
  { member: 'qiye01', staff: 'jigou01', status: 7, urgent: 2, sample: ['人参（园参）', '人参', '300g × 2盒'], daysAgo: 14 },
  { member: 'qiye01', staff: 'jigou01', status: 8, evaluate: true, urgent: 1, sample: ['白芍饮片', '白芍', '1kg × 2袋'], daysAgo: 40, supplier: '亳州济和药业有限公司', origin: '安徽亳州' },
  { member: 'qiye01', staff: 'jigou02', status: 8, returnSample: true, urgent: 1, sample: ['天麻', '天麻', '500g × 1袋'], daysAgo: 30, supplier: '昭通乌蒙天麻种植专业合作社', origin: '云南昭通' },
  { member: 'qiye01', staff: 'jigou03', status: 11, urgent: 1, sample: ['茯苓块', '茯苓', '1kg × 1袋'], daysAgo: 16 },
  { member: 'qiye01', staff: 'jigou02', status: 13, returnSample: true, urgent: 3, sample: ['西洋参片', '西洋参', '250g × 2袋'], daysAgo: 18 },
];

/**
 * The moves that lead from placing to `target`, found in the lifecycle table itself (breadth
 * first), with the institution's contract provided before the member signs.
 */
export function pathTo(target: OrderStatus, facts: OrderFacts): { action: OrderAction; actor: 'member' | 'institution'; from: OrderStatus; to: OrderStatus }[] {
  type Step = { action: OrderAction; actor: 'member' | 'institution'; from: OrderStatus; to: OrderStatus };
  const queue: { status: OrderStatus; steps: Step[] }[] = [{ status: ORDER_INITIAL_STATUS, steps: [] }];
  const seen = new Set<OrderStatus>([ORDER_INITIAL_STATUS]);
  while (queue.length) {
    const { status, steps } = queue.shift()!;
    if (status === target) {
      return steps.flatMap((s) => (s.action === 'signContract' ? [{ action: 'provideContract' as const, actor: 'institution' as const, from: s.from, to: s.from }, s] : [s]));
    }
    for (const row of ORDER_LIFECYCLE) {
      // The demo pays by bank transfer, as the spec's flow: an online payment needs a gateway's notification (issue #23).
      if (row.actor === 'gateway') continue;
      if (!row.from.includes(status) || row.to === 'same' || (row.when && !row.when(facts)) || seen.has(row.to)) continue;
      seen.add(row.to);
      queue.push({ status: row.to, steps: [...steps, { action: row.action, actor: row.actor as Step['actor'], from: status, to: row.to }] });
    }
  }
  throw new Error(`status ${target} cannot be reached`);
}
