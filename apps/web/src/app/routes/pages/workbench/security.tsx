/**
 * 工作台 · 账号安全: a staff member's optional authenticator (issue #17; once bound, every sign-in needs it).
 * The same page as the operator's (admin/security.tsx): its heading is the route's title.
 */
export { default } from '../admin/security';
