import type { MemberAddress } from './addresses';
import type { InvoiceInfo } from './invoice-fields';
import type { ContactInfo } from './orders';

/** How many of the member's recent return addresses checkout offers (issue #20). */
export const CHECKOUT_RECENT_CONTACTS = 5;
/**
 * orderInfo/getCheckoutPrefill: where the checkout starts for this member (issue #20). `contact`:
 * the default of the member's address book, else the last order's return contact, else the
 * account's own name and mobile with no address yet; `addresses`: the address book, default
 * first; `contacts`: the distinct return contacts of its recent orders that are not in the book,
 * newest first (at most CHECKOUT_RECENT_CONTACTS), to pick from; `invoice`: the last order's, or
 * a company's name and credit code, or a verified person's name; null when the portal knows none.
 */
export interface CheckoutPrefill {
  contact: ContactInfo;
  addresses: MemberAddress[];
  contacts: ContactInfo[];
  invoice: InvoiceInfo | null;
}
