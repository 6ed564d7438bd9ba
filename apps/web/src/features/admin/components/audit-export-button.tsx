import { useState } from 'react';
import { SECURITY_AUDIT_MESSAGES } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { notifier } from '@/lib/notifier';
import { exportAuditLog } from '../api/export-audit-log';
import type { AuditDraft } from '../hooks/use-audit-filters';

/** 导出: the log of the chosen date range (and the other filters as entered) as .xlsx for auditors. */
export function AuditExportButton({ draft }: { draft: AuditDraft }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (!draft.from || !draft.to) {
      notifier().error(SECURITY_AUDIT_MESSAGES.exportRangeRequired);
      return;
    }
    setPending(true);
    try {
      await exportAuditLog({ from: draft.from, to: draft.to, account: draft.account.trim(), action: draft.action, keyword: draft.keyword.trim() });
    } catch {
      // The request client has shown why (a refusal or a lost connection).
    } finally {
      setPending(false);
    }
  };
  return (
    <Button onClick={() => void run()} loading={pending}>
      导出
    </Button>
  );
}
