import { PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useDictEntries } from '@/features/admin-info/api/get-dict-entries';
import { useDictTypes } from '@/features/admin-info/api/get-dict-types';
import { DictModal, type DictTarget } from '@/features/admin-info/components/dict-modal';
import { DictTable } from '@/features/admin-info/components/dict-table';
import { DictTypeList } from '@/features/admin-info/components/dict-type-list';
import info from '@/features/admin-info/components/admin-info.module.css';
import styles from './admin-page.module.css';

/** 运营 · 数据字典: the types on the left, the chosen type's entries on the right (what getDatas/getValue serve). */
export default function AdminDictionaryPage() {
  const { title } = useRouteMeta();
  const types = useDictTypes();
  const [chosen, setChosen] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [target, setTarget] = useState<DictTarget>(null);
  const dictType = chosen ?? types.data?.[0]?.dictType;
  const entries = useDictEntries({ dictType, keyword: keyword || undefined, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const current = types.data?.find((t) => t.dictType === dictType);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={`${styles.body} ${info.split}`}>
        <div>
          <QueryState isPending={types.isPending} isError={types.isError} isEmpty={types.data?.length === 0} emptyText="暂无字典类型" rows={6}>
            <DictTypeList
              types={types.data ?? []}
              selected={dictType}
              onSelect={(t) => {
                setChosen(t);
                setPageNum(1);
              }}
            />
          </QueryState>
          <Button block type="dashed" icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={() => setTarget({})}>
            新增类型
          </Button>
        </div>
        <div>
          <div className={info.toolbar}>
            <Input.Search
              allowClear
              placeholder="搜索编码、标签或值"
              aria-label="搜索字典条目"
              style={{ width: 260 }}
              onSearch={(v) => {
                setKeyword(v.trim());
                setPageNum(1);
              }}
            />
            {current?.inUse ? <span className={info.hint}>门户页面读取该类型：条目只能停用，不能删除</span> : null}
            <Button className={info.toolbarEnd} type="primary" icon={<PlusOutlined />} disabled={!dictType} onClick={() => setTarget({ dictType })}>
              新增条目
            </Button>
          </div>
          <QueryState isPending={entries.isPending} isError={entries.isError} isEmpty={entries.data?.list.length === 0} emptyText="暂无条目" rows={6}>
            {entries.data ? <DictTable page={entries.data} loading={entries.isFetching} inUse={Boolean(current?.inUse)} onPage={setPageNum} onEdit={(entry) => setTarget({ entry })} /> : null}
          </QueryState>
        </div>
      </div>
      <DictModal target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
