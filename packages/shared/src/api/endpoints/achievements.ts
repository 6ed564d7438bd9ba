import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Products from '../products';

/** §7 techAchievement (public) and techTalk/addTechTalk (members and rate-limited visitors), unprefixed. */
export const achievementCalls = {
  /** Published achievements, by field and keyword, paged. */
  findTechAchievement: getEndpoint<typeof Products.findTechAchievementQuerySchema, Products.TechAchievementPage>('/techAchievement/findTechAchievement'),
  /** One achievement with its (sanitised) content. */
  getTechAchievement: getEndpoint<typeof Products.productIdQuerySchema, Products.TechAchievementDetail>('/techAchievement/getTechAchievement'),
  /** A negotiation request on one achievement (visitors too). */
  addTechTalk: postEndpoint<typeof Products.addTechTalkBodySchema, Products.TechTalkReceipt>('/techTalk/addTechTalk'),
} as const;
