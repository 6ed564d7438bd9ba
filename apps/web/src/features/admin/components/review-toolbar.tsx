import { Button, Input, Space, Tabs } from 'antd';

/**
 * Keyword search and status tabs over a review queue. `all` adds a 全部 tab (key '').
 * The tabs are the shared labels of the queue's status table.
 */
export function ReviewToolbar(props: {
  placeholder: string;
  draft: string;
  setDraft: (v: string) => void;
  search: () => void;
  status: number | undefined;
  options: readonly { value: number; label: string }[];
  all?: boolean;
  onStatus: (status: number | null) => void;
}) {
  const { placeholder, draft, setDraft, search, status, options, all, onStatus } = props;
  return (
    <>
      <Space wrap>
        <Input placeholder={placeholder} aria-label="关键词" allowClear value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={search} style={{ width: 280 }} />
        <Button type="primary" onClick={search}>
          查询
        </Button>
      </Space>
      <Tabs
        activeKey={status === undefined ? '' : String(status)}
        onChange={(key) => onStatus(key === '' ? null : Number(key))}
        items={[...(all ? [{ key: '', label: '全部' }] : []), ...options.map((o) => ({ key: String(o.value), label: o.label }))]}
      />
    </>
  );
}
