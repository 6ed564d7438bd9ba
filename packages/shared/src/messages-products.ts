/** Issue #10: product listings, the mall, suppliers, technology achievements. */
export const PRODUCT_MESSAGES = {
  imagesRequired: '请上传至少一张产品图片',
  saved: '产品已保存',
  deleted: '产品已删除',
  submitted: '已提交审核，请等待平台审核',
  delisted: '产品已下架',
  approved: '审核通过，产品已上架',
  rejected: '已驳回',
  rejectReasonRequired: '请填写驳回原因',
  notFound: '该产品不存在或不属于当前账号',
  notInMall: '该产品不存在或已下架',
  recommended: '已推荐到首页',
  recommendCancelled: '已取消首页推荐',
  techTalkSent: '洽谈申请已提交，成果方将尽快与您联系',
  achievementNotFound: '该技术成果不存在',
} as const;
