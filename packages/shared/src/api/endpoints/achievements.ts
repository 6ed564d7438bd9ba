import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Products from '../products';

/**
 * `achievementCalls`: §7 techAchievement (public) and techTalk/addTechTalk (members and rate-limited visitors), unprefixed.
 * @tcm/shared re-exports this file as a namespace (`export * as achievementCalls`), so a page carries only
 * the descriptors it uses.
 */

/** Published achievements, by field and keyword, paged. */
export const findTechAchievement = getEndpoint<typeof Products.findTechAchievementQuerySchema, Products.TechAchievementPage>('/techAchievement/findTechAchievement');
/** One achievement with its (sanitised) content. */
export const getTechAchievement = getEndpoint<typeof Products.productIdQuerySchema, Products.TechAchievementDetail>('/techAchievement/getTechAchievement');
/** A negotiation request on one achievement (visitors too). */
export const addTechTalk = postEndpoint<typeof Products.addTechTalkBodySchema, Products.TechTalkReceipt>('/techTalk/addTechTalk');
