import { useState } from 'react';
import { MEMBER_ADDRESS_LIMIT, type MemberAddress } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PageHeading } from '@/components/page-heading/page-heading';
import { QueryState } from '@/components/query-state/query-state';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useMyAddresses } from '@/features/addresses/api/find-my-address';
import { AddressEditor } from '@/features/addresses/components/address-editor';
import { AddressList } from '@/features/addresses/components/address-list';
import styles from './collect.module.css';

type Editing = { address?: MemberAddress } | null;

/** 常用地址 (issue #20): the return contacts I keep to pick at checkout; the default fills the order form. */
export default function PcenterAddressPage() {
  const { title } = useRouteMeta();
  const book = useMyAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const count = book.data?.length ?? 0;
  const full = count >= MEMBER_ADDRESS_LIMIT;

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <>
            <span className={styles.count} data-testid="address-count">
              已保存 {count} / {MEMBER_ADDRESS_LIMIT} 个
            </span>
            <Button kind="primary" onClick={() => setEditing({})} disabled={!book.data || full} title={full ? `最多保存${MEMBER_ADDRESS_LIMIT}个常用地址` : undefined}>
              新增地址
            </Button>
          </>
        }
      />
      <div className={styles.body}>
        <QueryState isPending={book.isPending} isError={book.isError} isEmpty={count === 0} emptyText="还没有常用地址。新增后，下单时可一键填入回寄联系人和地址" rows={4}>
          {book.data ? <AddressList addresses={book.data} onEdit={(address) => setEditing({ address })} /> : null}
        </QueryState>
        {editing ? <AddressEditor address={editing.address} first={count === 0} onClose={() => setEditing(null)} /> : null}
      </div>
    </section>
  );
}
