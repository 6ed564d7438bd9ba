// Sample requests for the public list calls bench/api.mjs measures, keyed by "METHOD url" exactly as
// the server registers the route (see app.routeCatalog; path parameters stay as `:id`).
//
// Every public GET call (not ownerScoped) of the catalog is measured and needs a row here; a call
// without one is reported as "no sample", never skipped in silence. A public list call that is a
// POST is measured when it has a row: give { method: 'POST', path, body }.
//
// A public GET call that must not be load-tested gets { skip: 'why' } instead: it is listed with
// its reason.
//
// Give several samples per call: each connection cycles through them, so the figure is not one
// hot row's. Ask for rows the bench-data generator writes (bench/generator): page
// 1 and a deep page, a filter, a search word that matches, one that does not.

/** A few of the 20 × 500 generated dictionary entries, the demo phone entry, and a miss. */
const dictQueries = [
  'dictType=tel&dictCode=tel',
  'dictType=bench_test_item&dictCode=c00042',
  'dictType=bench_origin&dictCode=c00317',
  'dictType=bench_mycotoxin&dictCode=c00499',
  'dictType=bench_courier&dictCode=c00250',
  'dictType=bench_test_item&dictCode=nonexistent',
];

/**
 * A generated type holds 500 entries at scale 1, so getDatas answers 500 rows: the worst case, far
 * above a real type's handful. findDictData: first page, a deep page, one type, a label search
 * that matches (LIKE '%…%', a full scan) and one that does not.
 */
const dictTypes = ['bench_origin', 'bench_courier', 'bench_test_item', 'tel'];
const dictPages = [
  'pageNum=1&pageSize=10',
  'pageNum=900&pageSize=10',
  'dictType=bench_herb&pageNum=3&pageSize=20',
  `keyword=${encodeURIComponent('人参')}&pageNum=1&pageSize=10`,
  `keyword=${encodeURIComponent('不存在的词')}&pageNum=1&pageSize=10`,
];

/** Well-formed unified social credit codes (check character right) that no generated company holds. */
const freeCreditCodes = ['91110000MA01ABCD1M', '91330100MA27XY1235', '91510100MA6C00001Q', '92440300MA5F8K9J01'];

/**
 * Content (issue #6): 100,000 generated articles over the seeded categories (ids 1–6 are the top
 * level), 5,000 notices and 2,000 news flashes. Ids 1…100,000 exist at scale 1; page 1, a deep
 * page, one category (its children included), a search that matches and one that does not.
 */
const enc = encodeURIComponent;
const articlePages = [
  'pageNum=1&pageSize=10',
  'pageNum=5000&pageSize=10',
  'categoryId=1&pageNum=1&pageSize=10',
  'categoryId=2&pageNum=200&pageSize=20',
  `keyword=${enc('黄芪')}&pageNum=1&pageSize=10`,
];
const searches = [
  `searchStr=${enc('人参')}&pageNum=1&pageSize=10`,
  `searchStr=${enc('当归二氧化硫')}&searchType=${enc('行业动态')}&pageNum=1&pageSize=10`,
  `searchStr=&pageNum=1&pageSize=10`,
  `searchStr=${enc('不存在的词语')}&pageNum=1&pageSize=10`,
];
const ids = [1, 17, 4242, 50000, 99999];

/**
 * Lookup (issue #7): 80,000 generated monographs and 20,000 standards beside the seeded ones; one
 * query of each kind the search benchmark measures. Institutions (#8) and ordering (#9): the
 * generated institutions, their services and evaluations.
 */
const lookupQueries = ['人参', 'renshen', 'rs', 'Panax ginseng', 'GB/T 19618', '当归颗粒', '不存在的药材'].map(enc);
const idsOf = (...list) => list;

/** @type {Record<string, (string | { method: string, path: string, body?: unknown })[] | { skip: string }>} */
export const API_SAMPLES = {
  'GET /api/sysDictData/getValue': dictQueries.map((q) => `/api/sysDictData/getValue?${q}`),
  'GET /sysDictData/getValue': dictQueries.map((q) => `/sysDictData/getValue?${q}`),
  'GET /api/sysDictData/getDatas': dictTypes.map((t) => `/api/sysDictData/getDatas?dictType=${t}`),
  'GET /api/sysDictData/findDictData': dictPages.map((q) => `/api/sysDictData/findDictData?${q}`),
  'GET /api/settleCompany/judgeUnifyCode': freeCreditCodes.map((c) => `/api/settleCompany/judgeUnifyCode?unifyCode=${c}`),
  'GET /api/mobileIsExist': { skip: 'rate-limited to 60 a minute per IP: under load it would measure the refusal' },
  'GET /api/third/silenceLogin': { skip: 'single sign-on with a nonce that works once: a login, not a list call' },
  'GET /articleCategory/findArticleCategory': ['pageNum=1&pageSize=10', 'parentId=1&pageNum=1&pageSize=10'].map((q) => `/articleCategory/findArticleCategory?${q}`),
  'GET /articleCategory/queryArticleCategory': ['parentId=0', 'parentId=1', 'parentId=4'].map((q) => `/articleCategory/queryArticleCategory?${q}`),
  'GET /api/articleInfo/findArticleInfo': articlePages.map((q) => `/api/articleInfo/findArticleInfo?${q}`),
  'GET /api/articleInfo/queryArticleInfo': ['limit=8', 'categoryId=1&limit=8', `categoryCode=industry&limit=10`].map((q) => `/api/articleInfo/queryArticleInfo?${q}`),
  'GET /api/articleInfo/getArticleInfo': ids.map((id) => `/api/articleInfo/getArticleInfo?id=${id}`),
  'GET /api/articleInfo/findSearchBox': searches.map((q) => `/api/articleInfo/findSearchBox?${q}`),
  'GET /api/advertInfo/findAdvertInfo': ['/api/advertInfo/findAdvertInfo?position=home_banner', '/api/advertInfo/findAdvertInfo'],
  'GET /api/newsRecord/findNewsRecord': ['pageNum=1&pageSize=10', 'pageNum=150&pageSize=10'].map((q) => `/api/newsRecord/findNewsRecord?${q}`),
  'GET /api/pubsInformation/queryInformation': ['pageNum=1&pageSize=10', `infoType=${enc('抽检公告')}&pageNum=3&pageSize=10`, `keyword=${enc('人参')}&pageNum=1&pageSize=10`].map((q) => `/api/pubsInformation/queryInformation?${q}`),
  'GET /api/pubsInformation/getInformation': [1, 9, 2500, 4999].map((id) => `/api/pubsInformation/getInformation?id=${id}`),
  'GET /api/staticData/queryQualityStaticData': ['/api/staticData/queryQualityStaticData'],
  'GET /api/sysProtocol/getProtocol': ['code=terms', 'code=privacy', 'type=platform'].map((q) => `/api/sysProtocol/getProtocol?${q}`),
  'GET /api/lookup/search': lookupQueries.map((q, i) => `/api/lookup/search?q=${q}&scope=${['all', 'monograph', 'standard'][i % 3]}&pageNum=1&pageSize=10`),
  'GET /api/qualityControlStandard/queryQualityControlStandard': ['pageNum=1&pageSize=10', 'level=1&state=1&pageNum=20&pageSize=10', `keyword=${enc('人参')}&pageNum=1&pageSize=10`, 'year=2020&pageNum=1&pageSize=10'].map((q) => `/api/qualityControlStandard/queryQualityControlStandard?${q}`),
  'GET /api/qualityControlStandard/getQualityControlStandard': idsOf(1, 50, 5000, 19999).map((id) => `/api/qualityControlStandard/getQualityControlStandard?id=${id}`),
  'GET /api/qualityControlStandard/queryIssuers': ['/api/qualityControlStandard/queryIssuers'],
  'GET /api/categoryInfo/queryCatalogue': ['edition=2020', 'edition=2015'].map((q) => `/api/categoryInfo/queryCatalogue?${q}`),
  'GET /api/categoryInfo/findCategoryInfo': ['pageNum=1&pageSize=20', 'volume=1&initial=R&pageNum=1&pageSize=20', 'categoryId=1&pageNum=200&pageSize=20', `keyword=${enc('黄芪')}&pageNum=1&pageSize=20`].map((q) => `/api/categoryInfo/findCategoryInfo?${q}`),
  'GET /api/categoryInfo/getCategoryInfo': idsOf(1, 3, 100, 40000).map((id) => `/api/categoryInfo/getCategoryInfo?id=${id}`),
  'GET /api/settleCompany/findSettleCompany': ['pageNum=1&pageSize=10', 'region=华东&sort=orders&pageNum=1&pageSize=10', `testKeyword=${enc('黄曲霉毒素')}&qualification=2&pageNum=1&pageSize=10`, 'sort=newest&pageNum=50&pageSize=10'].map((q) => `/api/settleCompany/findSettleCompany?${q.replace('华东', enc('华东'))}`),
  'GET /api/settleCompany/getSettleCompany': idsOf(1, 7, 41, 500).map((id) => `/api/settleCompany/getSettleCompany?id=${id}`),
  'GET /api/settleCompany/queryHighCompany': ['/api/settleCompany/queryHighCompany?limit=8'],
  'GET /api/settleCompany/querySettleCompany': { skip: 'rate-limited lookup by credit code and mobile: under load it would measure the refusal' },
  'GET /api/ocrBusinessLicense': { skip: 'runs tesseract on an uploaded image and is rate-limited: not a list call' },
  'GET /api/testService/queryTestService': ['institutionId=1&pageNum=1&pageSize=10', 'testItemId=3&pageNum=1&pageSize=20', `keyword=${enc('水分')}&pageNum=1&pageSize=10`].map((q) => `/api/testService/queryTestService?${q}`),
  'GET /api/orderEvaluation/queryCompanyEvaluation': ['companyId=1&pageNum=1&pageSize=10', 'companyId=41&pageNum=3&pageSize=10'].map((q) => `/api/orderEvaluation/queryCompanyEvaluation?${q}`),
  'GET /api/serviceCategory/queryServiceCategory': ['/api/serviceCategory/queryServiceCategory'],
  'GET /api/serviceCategory/findServiceCategory': ['pageNum=1&pageSize=10', 'pageNum=2&pageSize=5'].map((q) => `/api/serviceCategory/findServiceCategory?${q}`),
  'GET /api/serviceCategory/getTestBasis': ['/api/serviceCategory/getTestBasis'],
  'GET /api/testItem/getTestItemList': ['/api/testItem/getTestItemList', '/api/testItem/getTestItemList?categoryId=1', `/api/testItem/getTestItemList?keyword=${enc('农药')}`],
  'GET /api/testItem/findTestItem': ['pageNum=1&pageSize=10', 'categoryId=2&pageNum=1&pageSize=10'].map((q) => `/api/testItem/findTestItem?${q}`),
  'GET /api/testVarietyLibrary/getTestVarietyLibraryList': ['/api/testVarietyLibrary/getTestVarietyLibraryList'],
  'GET /api/testTraitLibrary/getTestTraitLibraryList': ['/api/testTraitLibrary/getTestTraitLibraryList'],
  'GET /api/orderInfo/queryNewOrder': ['/api/orderInfo/queryNewOrder', '/api/orderInfo/queryNewOrder?limit=20'],
  // Two issued reports and a code nobody issued (its 未查询到 refusal is what a mistyped code gets).
  'GET /api/report/verifyReport': [
    ...['DEMO11K7QX2M', 'DEMO14K7QX2M'].map((c) => `/api/report/verifyReport?code=${c}`),
    { path: '/api/report/verifyReport?code=NOSUCHCODE00', refused: true },
  ],
  // Issue #10: 90 seeded products (id 1 listed, with reports) then 200,000 generated (ids 91…, six in ten listed: 91, 1091, 100091, 150095),
  // 20 seeded achievements then 5,000 generated; categories 1–6 are the top level.
  'GET /productCategory/getProductCategory': ['/productCategory/getProductCategory'],
  'GET /publishProduct/getPublishProduct': idsOf(1, 91, 1091, 100091, 150095).map((id) => `/publishProduct/getPublishProduct?id=${id}`),
  'GET /publishProduct/findMallProduct': ['pageNum=1&pageSize=12', 'pageNum=500&pageSize=12', 'categoryId=1&pageNum=1&pageSize=12', 'categoryId=9&pageNum=20&pageSize=12', `keyword=${enc('黄芪')}&pageNum=1&pageSize=12`, 'recommend=1&pageNum=1&pageSize=8', `keyword=${enc('不存在的产品')}&pageNum=1&pageSize=12`].map((q) => `/publishProduct/findMallProduct?${q}`),
  'GET /sysMember/getPremiumMember': ['/sysMember/getPremiumMember', '/sysMember/getPremiumMember?limit=20'],
  'GET /sysMember/getRecommendSupplier': ['/sysMember/getRecommendSupplier', '/sysMember/getRecommendSupplier?limit=20'],
  'GET /techAchievement/findTechAchievement': ['pageNum=1&pageSize=10', 'pageNum=300&pageSize=10', `field=${enc('质量检测')}&pageNum=1&pageSize=10`, `keyword=${enc('三七')}&pageNum=1&pageSize=10`].map((q) => `/techAchievement/findTechAchievement?${q}`),
  'GET /techAchievement/getTechAchievement': idsOf(1, 20, 2500, 5000).map((id) => `/techAchievement/getTechAchievement?id=${id}`),
  'GET /files/:key': { skip: 'serves one uploaded file: add samples once bench-data writes files' },
};
