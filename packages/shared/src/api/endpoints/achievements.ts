import { getEndpoint, postEndpoint } from '../endpoint';
import type { TechAchievementDetail, TechAchievementPage, TechTalkReceipt, addTechTalkBodySchema, findTechAchievementQuerySchema, productIdQuerySchema } from '../products';

/** §7 techAchievement (public) and techTalk/addTechTalk (members and rate-limited visitors), unprefixed. */
export const achievementCalls = {
  /** Published achievements, by field and keyword, paged. */
  findTechAchievement: getEndpoint<typeof findTechAchievementQuerySchema, TechAchievementPage>('/techAchievement/findTechAchievement'),
  /** One achievement with its (sanitised) content. */
  getTechAchievement: getEndpoint<typeof productIdQuerySchema, TechAchievementDetail>('/techAchievement/getTechAchievement'),
  /** A negotiation request on one achievement (visitors too). */
  addTechTalk: postEndpoint<typeof addTechTalkBodySchema, TechTalkReceipt>('/techTalk/addTechTalk'),
} as const;
