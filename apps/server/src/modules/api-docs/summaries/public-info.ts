import type { DocDomain } from './types';

/** The public calls other sub-platforms read: content, dictionary, catalogue, institutions, lookup. */
export const PUBLIC_INFO_DOMAINS: readonly DocDomain[] = [
  {
    tag: '资讯与公告',
    description: '公开的资讯文章与分类、广告、快讯、公示公告、平台统计与协议。',
    calls: {
      'GET /articleCategory/findArticleCategory': '分页查询资讯分类',
      'GET /articleCategory/queryArticleCategory': '查询某分类的下级分类（parentId 为 0 时为顶级）',
      'GET /api/articleInfo/findArticleInfo': '分页查询已发布资讯（含下级分类，置顶在前）',
      'GET /api/articleInfo/queryArticleInfo': '查询某分类最新的已发布资讯（不分页）',
      'GET /api/articleInfo/getArticleInfo': '查询资讯详情',
      'POST /api/articleInfo/countArticleView': '记录一次资讯浏览（答复新的浏览数）',
      'GET /api/articleInfo/findSearchBox': '搜索资讯（命中片段分段标出）',
      'GET /api/advertInfo/findAdvertInfo': '查询广告位广告',
      'GET /api/newsRecord/findNewsRecord': '查询平台快讯（最新在前）',
      'GET /api/pubsInformation/queryInformation': '查询公示公告（最新在前）',
      'GET /api/pubsInformation/getInformation': '查询公示公告详情',
      'GET /api/staticData/queryQualityStaticData': '查询平台数据与质量统计序列',
      'GET /api/sysProtocol/getProtocol': '按类型或编码查询协议（注册协议、隐私政策等）',
    },
  },
  {
    tag: '数据字典',
    description: '平台数据字典（如客服电话 dictType=tel、dictCode=tel）。',
    calls: {
      'GET /api/sysDictData/getValue': '按字典类型与编码查询取值（不存在时为 null）',
      'GET /sysDictData/getValue': '按字典类型与编码查询取值（无 /api 前缀的同一接口）',
      'GET /api/sysDictData/getDatas': '查询某字典类型的全部条目',
      'GET /api/sysDictData/findDictData': '分页查询字典条目',
    },
  },
  {
    tag: '检测服务目录',
    description: '服务分类、检测项目、检测依据、品种与性状库，以及机构的检测服务。',
    calls: {
      'GET /api/serviceCategory/findServiceCategory': '查询服务分类及各分类的检测项目数',
      'GET /api/serviceCategory/queryServiceCategory': '查询完整的两级服务分类树（不分页）',
      'GET /api/serviceCategory/getTestBasis': '查询下单可选的检测依据',
      'GET /api/testItem/findTestItem': '按名称、方法或标准分页检索检测项目',
      'GET /api/testItem/getTestItemList': '查询某分类下的检测项目',
      'GET /api/testVarietyLibrary/getTestVarietyLibraryList': '查询可检测的药材品种',
      'GET /api/testTraitLibrary/getTestTraitLibraryList': '查询检测性状（水分、灰分等）',
      'GET /api/testService/queryTestService': '查询机构提供的检测服务',
    },
  },
  {
    tag: '检测机构',
    description: '入驻机构名录、机构详情、推荐机构、可承接机构、机构评价与入驻申请。',
    calls: {
      'GET /api/settleCompany/findSettleCompany': '按条件分页查询入驻检测机构',
      'GET /api/settleCompany/getSettleCompany': '查询检测机构详情',
      'GET /api/settleCompany/queryHighCompany': '查询首页推荐的检测机构',
      'POST /api/settleCompany/queryProvideCompany': '查询能承接所选全部检测项目（及品种）的机构及报价',
      'POST /api/settleCompany/addSettleCompany': '提交检测机构入驻申请（无需登录）',
      'GET /api/settleCompany/querySettleCompany': '凭统一社会信用代码与手机号查询入驻申请进度',
      'GET /api/orderEvaluation/queryCompanyEvaluation': '查询检测机构的已审核评价及平均分',
    },
  },
  {
    tag: '标准与药典',
    description: '质量标准、药典目录与专论，以及二者的统一检索。',
    calls: {
      'GET /api/qualityControlStandard/queryQualityControlStandard': '分页查询质量标准',
      'GET /api/qualityControlStandard/getQualityControlStandard': '查询质量标准详情',
      'GET /api/qualityControlStandard/queryIssuers': '查询现有的标准发布机构（筛选用）',
      'GET /api/categoryInfo/queryCatalogue': '查询某版药典一部至四部的分类及数量',
      'GET /api/categoryInfo/findCategoryInfo': '按部、分类与拼音首字母分页查询药典专论',
      'GET /api/categoryInfo/getCategoryInfo': '查询药典专论详情',
      'GET /api/lookup/search': '统一检索药典专论与质量标准（按相关度排序，标出命中片段）',
    },
  },
];
