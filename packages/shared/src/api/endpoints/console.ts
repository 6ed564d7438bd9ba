import type * as ConsoleApi from '../console';
import { getEndpoint } from '../endpoint';

/** Which consoles the signed-in account may open (members only; every console call still checks the role itself). */
export const consoleCalls = {
  getMyRoles: getEndpoint<undefined, ConsoleApi.MyRoles>('/api/console/getMyRoles'),
} as const;
