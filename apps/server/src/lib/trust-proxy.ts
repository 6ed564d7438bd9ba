import type { TrustProxy } from '../config';

/** proxy-addr's test for one address of the X-Forwarded-For chain; hop 0 is the socket's peer. */
type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 trusts no
 * one for a bare number (it cannot check the peer), while the setting means "the nearest n
 * addresses are our proxies" — right only when the portal is reachable through them alone.
 */
export function trustProxyOption(setting: TrustProxy): boolean | string[] | TrustFunction {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
