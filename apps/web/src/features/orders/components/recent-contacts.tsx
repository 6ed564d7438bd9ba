import type { ContactInfo } from '@tcm/shared';
import styles from './orders.module.css';

/** The return contacts of the member's recent orders (issue #20): one click fills the contact fields. */
export function RecentContacts({ contacts, onPick }: { contacts: ContactInfo[]; onPick: (contact: ContactInfo) => void }) {
  return (
    <div className={styles.recentContacts} role="group" aria-label="最近使用的回寄地址" data-testid="recent-contacts">
      <span className={styles.recentLabel}>最近使用：</span>
      {contacts.map((c) => (
        <button key={`${c.name}|${c.phone}|${c.address}`} type="button" className={styles.recentContact} onClick={() => onPick(c)}>
          {c.name} {c.phone}
          <span>{c.address}</span>
        </button>
      ))}
    </div>
  );
}
