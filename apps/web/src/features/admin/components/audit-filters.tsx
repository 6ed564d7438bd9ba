import { Button, DatePicker, Input, Select, Space } from 'antd';
import { AUDIT_ACTION_LABELS } from '@tcm/shared';
import type { AuditDraft } from '../hooks/use-audit-filters';
import { AuditExportButton } from './audit-export-button';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** Account, action, date range and keyword over the audit log; 查询 applies them, 导出 saves the range as .xlsx. */
export function AuditFilters({ draft, setDraft, search }: { draft: AuditDraft; setDraft: (patch: Partial<AuditDraft>) => void; search: () => void }) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input placeholder="账号" aria-label="账号" allowClear value={draft.account} onChange={(e) => setDraft({ account: e.target.value })} onPressEnter={search} style={{ width: 160 }} />
      <Select placeholder="操作类型" aria-label="操作类型" allowClear showSearch={{ optionFilterProp: 'label' }} value={draft.action} onChange={(action) => setDraft({ action })} options={ACTION_OPTIONS} style={{ width: 180 }} />
      <DatePicker.RangePicker value={draft.range} allowEmpty={[true, true]} onChange={(range) => setDraft({ range })} aria-label="日期范围" />
      <Input placeholder="详情、账号或操作关键词" aria-label="关键词" allowClear value={draft.keyword} onChange={(e) => setDraft({ keyword: e.target.value })} onPressEnter={search} style={{ width: 220 }} />
      <Button type="primary" onClick={search}>
        查询
      </Button>
      <AuditExportButton draft={draft} />
    </Space>
  );
}
