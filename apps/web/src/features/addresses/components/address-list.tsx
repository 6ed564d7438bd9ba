import { ADDRESS_MESSAGES, type MemberAddress } from '@tcm/shared';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { Tag } from '@/components/lite/tag/tag';
import { useDeleteMyAddress } from '../api/delete-my-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import styles from './address-list.module.css';

export interface AddressListProps {
  addresses: readonly MemberAddress[];
  onEdit: (address: MemberAddress) => void;
}

/** One address: who and where, the default marked; 设为默认, 编辑 and 删除 (asked first). */
function AddressCard({ address: a, onEdit }: { address: MemberAddress; onEdit: (address: MemberAddress) => void }) {
  const remove = useDeleteMyAddress();
  const makeDefault = useSetDefaultAddress();
  const { ask, dialog } = useConfirmedAction();
  const question = {
    title: `确定删除${a.name}的地址吗？`,
    content: a.isDefault ? '这是默认地址，删除后最近保存的另一个地址将成为默认地址。' : undefined,
    okText: '删 除',
    send: () => remove.mutateAsync({ id: a.id }),
    successText: ADDRESS_MESSAGES.deleted,
  };
  const setDefault = {
    title: `将${a.name}的地址设为默认地址？`,
    content: '下单时将自动填入默认地址。',
    send: () => makeDefault.mutateAsync({ id: a.id }),
    successText: ADDRESS_MESSAGES.defaultSet,
  };
  return (
    <li className={a.isDefault ? `${styles.card} ${styles.default}` : styles.card} data-testid="address-card">
      <div className={styles.who}>
        <strong>{a.name}</strong>
        <span>{a.phone}</span>
        {a.isDefault ? <Tag color="brand">默认</Tag> : null}
      </div>
      <p className={styles.where}>{a.address}</p>
      <div className={styles.actions}>
        {a.isDefault ? null : (
          <Button kind="link" loading={makeDefault.isPending} onClick={() => ask(setDefault)}>
            设为默认
          </Button>
        )}
        <Button kind="link" onClick={() => onEdit(a)}>
          编辑
        </Button>
        <Button kind="link" danger loading={remove.isPending} onClick={() => ask(question)}>
          删除
        </Button>
      </div>
      {dialog}
    </li>
  );
}

/** My address book, default first. */
export function AddressList({ addresses, onEdit }: AddressListProps) {
  return (
    <ul className={styles.list} data-testid="address-list">
      {addresses.map((a) => (
        <AddressCard key={a.id} address={a} onEdit={onEdit} />
      ))}
    </ul>
  );
}
