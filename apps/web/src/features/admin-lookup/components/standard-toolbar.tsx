import { Button, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { STANDARD_LEVEL_LABELS, STANDARD_STATE_LABELS } from '@tcm/shared';
import styles from './lookup.module.css';

const options = (labels: Readonly<Record<number, string>>) => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** Keyword, level and state filters over the standards, and 新增标准. */
export function StandardToolbar(props: {
  draft: string;
  setDraft: (v: string) => void;
  search: () => void;
  level: number | undefined;
  state: number | undefined;
  onFilter: (changes: { level?: number | null; state?: number | null }) => void;
  onCreate: () => void;
}) {
  const { draft, setDraft, search, level, state, onFilter, onCreate } = props;
  return (
    <div className={styles.toolbar}>
      <Input placeholder="标准号、中文或英文名称" aria-label="关键词" allowClear value={draft} onChange={(e) => setDraft(e.target.value)} onPressEnter={search} style={{ width: 260 }} />
      <Select placeholder="标准级别" aria-label="标准级别" allowClear value={level} options={options(STANDARD_LEVEL_LABELS)} onChange={(v?: number) => onFilter({ level: v ?? null })} style={{ width: 130 }} />
      <Select placeholder="标准状态" aria-label="标准状态" allowClear value={state} options={options(STANDARD_STATE_LABELS)} onChange={(v?: number) => onFilter({ state: v ?? null })} style={{ width: 130 }} />
      <Button type="primary" onClick={search}>
        查询
      </Button>
      <span className={styles.spacer} />
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        新增标准
      </Button>
    </div>
  );
}
