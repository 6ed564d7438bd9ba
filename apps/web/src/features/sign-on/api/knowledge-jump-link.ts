import type { ApiEnvelope, KnowledgeJumpBody } from '@tcm/shared';
import { request } from '@/lib/request';

/** §7 POST api/third/knowledgeJumpLink: data is the knowledge-base URL to open in a new tab. */
export function knowledgeJumpLink(body: KnowledgeJumpBody): Promise<ApiEnvelope<string>> {
  return request.post<string>('/api/third/knowledgeJumpLink', body);
}
