import { getEndpoint, postEndpoint } from '../endpoint';
import type * as SignOn from '../sign-on';

/**
 * `signOnCalls`: Sign-on between sub-platforms (§2, §4, §7).
 * @tcm/shared re-exports this file as a namespace (`export * as signOnCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Server-to-server: the parent site, signing with the shared secret, gets a one-time nonce for a member. */
export const issueNonce = postEndpoint<typeof SignOn.issueNonceBodySchema, SignOn.IssuedNonce>('/api/third/issueNonce');
/** The parent site's nonce exchanged for a session. */
export const silenceLogin = getEndpoint<typeof SignOn.silenceLoginQuerySchema, SignOn.SilenceLoginResult>('/api/third/silenceLogin');
/** The knowledge-base URL to open in a new tab. */
export const knowledgeJumpLink = postEndpoint<typeof SignOn.knowledgeJumpBodySchema, string>('/api/third/knowledgeJumpLink');
