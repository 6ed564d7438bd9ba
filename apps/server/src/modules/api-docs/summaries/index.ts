import { ACCOUNT_DOMAINS } from './accounts';
import { ADMIN_DOMAINS } from './admin';
import { MEMBER_DOMAINS } from './members';
import { ORDER_DOMAINS } from './orders';
import { PLATFORM_DOMAINS } from './platform';
import { PUBLIC_INFO_DOMAINS } from './public-info';
import type { DocDomain } from './types';

export type { DocDomain } from './types';

/** Every domain of the documentation, in the order the reference page lists them. */
export const DOC_DOMAINS: readonly DocDomain[] = [...ACCOUNT_DOMAINS, ...PUBLIC_INFO_DOMAINS, ...MEMBER_DOMAINS, ...ORDER_DOMAINS, ...ADMIN_DOMAINS, ...PLATFORM_DOMAINS];
