import { NOTICE_KINDS, NOTICE_RULES, RECIPIENT_SCOPE, type NoticeKind, type NoticeScope } from '@tcm/shared';

/**
 * The kinds a scope's notifications can have, read from the rule table (an operator hears only of
 * 平台待办, staff never of 报告): the 消息中心's filter offers those and no tab that stays empty forever.
 */
export function kindsOfScope(scope: NoticeScope): NoticeKind[] {
  const rules = Object.values(NOTICE_RULES).flat();
  return NOTICE_KINDS.filter((kind) => rules.some((rule) => rule.kind === kind && RECIPIENT_SCOPE[rule.recipient] === scope));
}
