import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SignOn from '../sign-on';

/** Sign-on between sub-platforms (§2, §4, §7). */
export const signOnCalls = {
  /** Server-to-server: the parent site, signing with the shared secret, gets a one-time nonce for a member. */
  issueNonce: postEndpoint<typeof SignOn.issueNonceBodySchema, SignOn.IssuedNonce>('/api/third/issueNonce'),
  /** The parent site's nonce exchanged for a session. */
  silenceLogin: getEndpoint<typeof SignOn.silenceLoginQuerySchema, SignOn.SilenceLoginResult>('/api/third/silenceLogin'),
  /** The knowledge-base URL to open in a new tab. */
  knowledgeJumpLink: postEndpoint<typeof SignOn.knowledgeJumpBodySchema, string>('/api/third/knowledgeJumpLink'),
} as const;
