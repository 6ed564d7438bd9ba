import { useState } from 'react';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useProtocols } from '@/features/admin-info/api/get-protocol-list';
import { ProtocolDrawer } from '@/features/admin-info/components/protocol-drawer';
import { ProtocolTable } from '@/features/admin-info/components/protocol-table';
import styles from './admin-page.module.css';

/** 运营 · 协议管理: the protocols the register form and the terms pages show, edited in a drawer. */
export default function AdminProtocolsPage() {
  const { title } = useRouteMeta();
  const list = useProtocols();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section className={styles.card}>
      <PageHeading title={title} />
      <div className={styles.body}>
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.length === 0} emptyText="暂无协议" rows={6}>
          {list.data ? <ProtocolTable rows={list.data} onEdit={setEditing} /> : null}
        </QueryState>
        <ProtocolDrawer id={editing} onClose={() => setEditing(null)} />
      </div>
    </section>
  );
}
