import type { DocDomain } from './types';

/** The mall, achievements and a member's own things (favourites, packages, addresses, notices). */
export const MEMBER_DOMAINS: readonly DocDomain[] = [
  {
    tag: '产品商城',
    description: '产品分类、会员发布的产品（草稿、提交审核、上下架、推荐）、公开商城与推荐供应商。',
    calls: {
      'GET /productCategory/getProductCategory': '查询完整的两级产品分类树',
      'POST /publishProduct/addPublishProduct': '发布产品（保存为草稿）',
      'POST /publishProduct/editPublishProduct': '修改本人产品（仅草稿、已下架或已驳回时）',
      'POST /publishProduct/changePublishProduct': '变更产品状态（会员提交审核与下架，运营人员通过与驳回）',
      'POST /publishProduct/recommendProduct': '将本人已上架产品推荐到首页或取消推荐',
      'GET /publishProduct/deletePublishProduct': '删除本人的产品草稿（§7 规定为 GET）',
      'GET /publishProduct/findMyProduct': '分页查询本人的产品（任意状态）',
      'GET /publishProduct/findMyRecommendProduct': '查询本人推荐到首页的产品',
      'GET /publishProduct/getPublishProduct': '查询产品详情（访客只见已上架产品，电话打码）',
      'GET /publishProduct/findMallProduct': '按条件分页查询商城中已上架的产品',
      'GET /sysMember/getPremiumMember': '查询优质会员（商城侧栏）',
      'GET /sysMember/getRecommendSupplier': '查询推荐供应商（首页与商城侧栏）',
    },
  },
  {
    tag: '科技成果',
    description: '已发布的科技成果与成果洽谈。',
    calls: {
      'GET /techAchievement/findTechAchievement': '按领域与关键词分页查询已发布的科技成果',
      'GET /techAchievement/getTechAchievement': '查询科技成果详情',
      'POST /techTalk/addTechTalk': '提交成果洽谈意向（访客亦可，受频率限制）',
    },
  },
  {
    tag: '会员中心',
    description: '会员本人的收藏、常用检测套餐、收货地址、发票抬头与质检申请；每个接口只操作调用者本人的数据。',
    calls: {
      'GET /api/myCollect/findMyCollect': '查询我的收藏（最新在前）',
      'POST /api/myCollect/addMyCollect': '添加收藏（重复收藏答复同一条记录）',
      'GET /api/myCollect/cacelMyCollect': '按对象类型与编号取消收藏（路径拼写与 §7 一致）',
      'GET /api/myCollect/deleteMyCollect': '按收藏编号删除收藏',
      'GET /api/myCollect/checkMyCollect': '查询哪些对象已被我收藏',
      'GET /api/myTestService/findMyTestService': '分页查询我的常用检测套餐',
      'GET /api/myTestService/getMyTestService': '查询套餐详情及各项目的当前报价',
      'GET /api/myTestService/deleteMyTestService': '删除常用检测套餐（§7 规定为 GET）',
      'POST /api/myTestService/addMyTestService': '新建常用检测套餐',
      'POST /api/myTestService/editMyTestService': '修改套餐名称或检测项目',
      'GET /api/memberAddress/findMyAddress': '查询我的地址簿（默认地址在前）',
      'POST /api/memberAddress/saveMyAddress': '新增（不带 id）或修改收货地址',
      'POST /api/memberAddress/deleteMyAddress': '删除收货地址',
      'POST /api/memberAddress/setDefaultAddress': '设为默认地址',
      'GET /api/invoiceTitle/list': '查询我保存的发票抬头',
      'POST /api/invoiceTitle/save': '保存发票抬头',
      'POST /api/invoiceTitle/delete': '删除发票抬头',
      'POST /api/qualityInfo/addQualityInfo': '提交质检申请（访客亦可，受频率限制）',
    },
  },
  {
    tag: '站内消息',
    description: '站内消息、未读数、短信通知设置，以及实时推送（SSE）。',
    calls: {
      'GET /api/notice/list': '查询我的站内消息（未读在前，可按类型或只看未读）',
      'GET /api/notice/unreadCount': '查询未读消息数（总数及各类型）',
      'POST /api/notice/read': '将指定消息标为已读',
      'POST /api/notice/readAll': '将某范围（或某类型）的消息全部标为已读',
      'GET /api/notice/smsSettings': '查询我的短信通知设置',
      'POST /api/notice/saveSmsSettings': '修改短信通知设置（答复全部设置）',
      'GET /api/live/stream': '订阅实时推送（Server-Sent Events）',
    },
  },
];
