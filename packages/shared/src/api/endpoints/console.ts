import type * as ConsoleApi from '../console';
import { getEndpoint } from '../endpoint';

/**
 * `consoleCalls`: Which consoles the signed-in account may open (members only; every console call still checks the role itself).
 * @tcm/shared re-exports this file as a namespace (`export * as consoleCalls`), so a page carries only
 * the descriptors it uses.
 */

export const getMyRoles = getEndpoint<undefined, ConsoleApi.MyRoles>('/api/console/getMyRoles');
