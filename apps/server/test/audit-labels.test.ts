import fs from 'node:fs';
import path from 'node:path';
import * as shared from '@tcm/shared';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../src/modules/audit/service';
import { REPORT_AUDIT_ACTIONS } from '../src/modules/reports/service';

const SRC = path.resolve(import.meta.dirname, '../src');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

/** Every action the server writes to audit_log: the *_AUDIT_ACTIONS tables, and literals written inline. */
function auditActions(): Set<string> {
  const tables = Object.entries(shared).filter(([name]) => name.endsWith('AUDIT_ACTIONS'));
  expect(tables.map(([name]) => name)).toEqual(expect.arrayContaining(['ADMIN_AUDIT_ACTIONS', 'SECURITY_AUDIT_ACTIONS', 'STAFF_AUDIT_ACTIONS']));
  const values = [AUDIT_ACTIONS, REPORT_AUDIT_ACTIONS, ...tables.map(([, t]) => t as Record<string, string>)].flatMap((t) => Object.values(t));
  const inline = sourceFiles(SRC).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/audit\.record\([^;]*?action: '([a-z_]+)'/g)].map((m) => m[1]!));
  expect(inline).toContain('sso_nonce'); // the search works
  return new Set([...values, ...inline]);
}

/** Issue #17: 操作日志 names every action in Chinese — sign-ins, locks, second factor, reveals, exports, staff moves. */
describe('the audit log’s action labels', () => {
  it('has a Chinese label for every action the server writes', () => {
    const unlabelled = [...auditActions()].filter((a) => !/[\u4e00-\u9fff]/.test(shared.AUDIT_ACTION_LABELS[a] ?? ''));
    expect(unlabelled).toEqual([]);
  });

  it('names the sign-in and security events', () => {
    const L = shared.AUDIT_ACTION_LABELS;
    expect([L.login, L.lockout, L.unlock, L.pii_reveal, L.audit_export, L.order_approve]).toEqual(['登录', '账号锁定', '解除账号锁定', '查看完整个人信息', '导出操作日志', '机构订单审核通过']);
    expect(shared.AUDIT_RESULT_LABELS).toMatchObject({ success: '成功', failure: '失败' });
  });
});
