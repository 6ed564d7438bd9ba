import type { Location } from 'react-router';

/**
 * Hook point for the two login checks that run on every route change (§2, §4):
 * unified sign-on between the sub-platforms (pre-issued access_token, userId,
 * expireTime in the address) and the silent login with a one-time noncestr
 * from the parent company's site (api/third/silenceLogin).
 *
 * Deliberately a no-op: the accounts issue implements both. Until then we do
 * not pretend to sign anyone in.
 */
export function runSignOnChecks(location: Location): void {
  void location;
}
