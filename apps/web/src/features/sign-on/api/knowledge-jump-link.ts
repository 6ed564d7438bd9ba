import { type ApiEnvelope, type KnowledgeJumpBody, signOnCalls } from '@tcm/shared';
import { call } from '@/lib/call';

/** §7 POST api/third/knowledgeJumpLink: data is the knowledge-base URL to open in a new tab. */
export function knowledgeJumpLink(body: KnowledgeJumpBody): Promise<ApiEnvelope<string>> {
  return call(signOnCalls.knowledgeJumpLink, body);
}
