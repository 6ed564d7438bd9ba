import { Link } from 'react-router';
import type { ContactInfo, MemberAddress } from '@tcm/shared';
import { paths } from '@/config/paths';
import styles from './orders.module.css';

export interface RecentContactsProps {
  /** The member's address book, default first. */
  addresses: readonly MemberAddress[];
  /** Return contacts of its recent orders that are not in the book. */
  contacts: readonly ContactInfo[];
  onPick: (contact: ContactInfo) => void;
}

const contactOf = ({ name, phone, address }: ContactInfo): ContactInfo => ({ name, phone, address });

/**
 * The member's return contacts at checkout (issue #20): its address book first (the default
 * marked), then those of its recent orders; one click fills the contact fields.
 */
export function RecentContacts({ addresses, contacts, onPick }: RecentContactsProps) {
  const choices = [...addresses.map((a) => ({ contact: contactOf(a), isDefault: a.isDefault })), ...contacts.map((c) => ({ contact: c, isDefault: false }))];
  return (
    <div className={styles.recentContacts} role="group" aria-label="常用地址" data-testid="recent-contacts">
      <span className={styles.recentLabel}>常用地址：</span>
      {choices.map(({ contact: c, isDefault }) => (
        <button key={`${c.name}|${c.phone}|${c.address}`} type="button" className={styles.recentContact} onClick={() => onPick(c)}>
          <b>
            {c.name} {c.phone}
            {isDefault ? <em className={styles.defaultMark}>默认</em> : null}
          </b>
          <span>{c.address}</span>
        </button>
      ))}
      <Link className={styles.manageLink} to={paths.pcenterAddress.path}>
        管理常用地址
      </Link>
    </div>
  );
}
