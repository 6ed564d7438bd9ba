/**
 * The fields achievements are filed under (TechAchievementSummary.field; the server matches
 * the field exactly). Kept here until the contract lists them.
 */
export const ACHIEVEMENT_FIELDS = ['中药材种植', '饮片炮制', '提取分离', '质量检测', '制剂工艺', '资源保护'] as const;
