import { useState } from 'react';
import { Button, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ADVERT_POSITION_LABELS, type AdminAdvertRow, type AdvertSlot } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useAdminAdverts } from '@/features/admin-content/api/get-adverts';
import { AdvertModal } from '@/features/admin-content/components/advert-modal';
import { AdvertTable } from '@/features/admin-content/components/advert-table';
import styles from './admin-page.module.css';
import own from './adverts.module.css';

const SLOTS = [{ value: '', label: '全部' }, ...Object.entries(ADVERT_POSITION_LABELS).map(([value, label]) => ({ value, label }))];

/** 运营 · 广告管理: the home page's banner and side adverts, what findAdvertInfo serves. */
export default function AdminAdvertsPage() {
  const { title } = useRouteMeta();
  const [slot, setSlot] = useState<AdvertSlot | ''>('');
  const list = useAdminAdverts(slot || undefined);
  const [editing, setEditing] = useState<AdminAdvertRow | 'new' | null>(null);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <div className={own.toolbar}>
          <Radio.Group options={SLOTS} optionType="button" value={slot} onChange={(e) => setSlot(e.target.value as AdvertSlot | '')} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增广告
          </Button>
        </div>
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.length === 0} emptyText="暂无广告" rows={6}>
          {list.data ? <AdvertTable adverts={list.data} loading={list.isFetching} onEdit={setEditing} /> : null}
        </QueryState>
        <AdvertModal target={editing} onClose={() => setEditing(null)} />
      </div>
    </section>
  );
}
