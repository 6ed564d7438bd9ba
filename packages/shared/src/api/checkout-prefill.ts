import type { ContactInfo, InvoiceInfo } from './orders';

/** How many of the member's recent return addresses checkout offers (issue #20). */
export const CHECKOUT_RECENT_CONTACTS = 5;
/**
 * orderInfo/getCheckoutPrefill: where the checkout starts for this member (issue #20). `contact`:
 * the last order's return contact, or the account's own name and mobile with no address yet;
 * `contacts`: the distinct return contacts of its recent orders, newest first (at most
 * CHECKOUT_RECENT_CONTACTS), to pick from; `invoice`: the last order's, or a company's name and
 * credit code, or a verified person's name; null when the portal knows none.
 */
export interface CheckoutPrefill {
  contact: ContactInfo;
  contacts: ContactInfo[];
  invoice: InvoiceInfo | null;
}
