import { getEndpoint, postEndpoint } from '../endpoint';
import type { IssuedNonce, SilenceLoginResult, issueNonceBodySchema, knowledgeJumpBodySchema, silenceLoginQuerySchema } from '../sign-on';

/** Sign-on between sub-platforms (§2, §4, §7). */
export const signOnCalls = {
  /** Server-to-server: the parent site, signing with the shared secret, gets a one-time nonce for a member. */
  issueNonce: postEndpoint<typeof issueNonceBodySchema, IssuedNonce>('/api/third/issueNonce'),
  /** The parent site's nonce exchanged for a session. */
  silenceLogin: getEndpoint<typeof silenceLoginQuerySchema, SilenceLoginResult>('/api/third/silenceLogin'),
  /** The knowledge-base URL to open in a new tab. */
  knowledgeJumpLink: postEndpoint<typeof knowledgeJumpBodySchema, string>('/api/third/knowledgeJumpLink'),
} as const;
