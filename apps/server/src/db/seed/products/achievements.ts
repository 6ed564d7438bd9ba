/** Technology achievements of fictional research institutes, ready for transfer (issue #10). */
export interface SeedAchievement {
  title: string;
  field: '中药材种植' | '饮片炮制' | '质量检测' | '制剂工艺' | '提取分离' | '资源保护';
  owner: string;
  transferMode: '技术转让' | '许可使用' | '合作开发' | '作价入股';
  maturity: '实验室阶段' | '小试阶段' | '中试阶段' | '已产业化';
  summary: string;
  /** Three technical points, shown as a list. */
  points: [string, string, string];
  /** Where it is used. */
  application: string;
  patentNo: string | null;
  contact: string;
  daysAgo: number;
}

export const SEED_ACHIEVEMENTS: SeedAchievement[] = [
  { title: '三七连作障碍土壤修复与轮作技术', field: '中药材种植', owner: '滇南中药资源研究院（演示）', transferMode: '技术转让', maturity: '已产业化', summary: '针对三七种植地连作障碍，集成土壤熏蒸、微生物菌剂与轮作模式，使重茬地三七存苗率明显提高。', points: ['生物熏蒸与有益菌剂联用，降低根腐病原菌数量', '玉米—三七轮作周期缩短至五年', '配套土壤养分快速检测方法'], application: '适用于云南、广西三七主产区规模化种植基地。', patentNo: 'ZL2021 1 0000001.X', contact: '杨研究员', daysAgo: 3 },
  { title: '当归早期抽薹防控栽培技术', field: '中药材种植', owner: '陇中药用植物研究所（演示）', transferMode: '许可使用', maturity: '已产业化', summary: '通过育苗期控苗、覆膜时序与种苗分级，显著降低当归早期抽薹率，提高商品归产量与等级。', points: ['种苗按根径分级移栽', '黑膜覆盖与适期移栽结合', '抽薹预警田间调查规程'], application: '适用于甘肃岷县、渭源等当归主产区。', patentNo: null, contact: '马工程师', daysAgo: 9 },
  { title: '黄芪仿野生栽培及采收加工规范', field: '中药材种植', owner: '北方道地药材工程技术中心（演示）', transferMode: '合作开发', maturity: '中试阶段', summary: '建立黄芪仿野生栽培的选地、播种、管护与采收加工全流程规范，产出黄芪甲苷含量稳定的优质药材。', points: ['坡地直播与免耕管护', '五年生采收标准', '低温烘干替代露天晾晒'], application: '适用于内蒙古、山西、甘肃黄芪种植企业与合作社。', patentNo: null, contact: '高研究员', daysAgo: 15 },
  { title: '铁皮石斛林下仿生态栽培技术', field: '中药材种植', owner: '浙南生物资源研究所（演示）', transferMode: '作价入股', maturity: '已产业化', summary: '利用林下树干附生与生态控光，实现铁皮石斛仿野生栽培，多糖含量高于大棚栽培产品。', points: ['附生树种筛选与固定方法', '林下喷灌与病虫害绿色防控', '枫斗加工标准化工艺'], application: '适用于浙江、云南等林下经济发展区域。', patentNo: 'ZL2020 1 0000002.6', contact: '林博士', daysAgo: 21 },
  { title: '中药饮片智能炒制控制系统', field: '饮片炮制', owner: '江南中药炮制技术研究中心（演示）', transferMode: '技术转让', maturity: '中试阶段', summary: '以温度曲线与色度在线检测为核心，实现炒黄、炒焦、炒炭等炮制火候的自动判断与控制。', points: ['锅体多点测温与闭环控温', '机器视觉色度判别火候', '工艺参数可追溯存档'], application: '适用于饮片生产企业炒制车间的智能化改造。', patentNo: 'ZL2022 1 0000003.1', contact: '周工程师', daysAgo: 5 },
  { title: '何首乌九蒸九晒标准化炮制工艺', field: '饮片炮制', owner: '皖北中药炮制研究所（演示）', transferMode: '许可使用', maturity: '已产业化', summary: '将传统九蒸九晒工艺参数化，控制二苯乙烯苷转化与结合蒽醌降低，保证制首乌质量稳定。', points: ['蒸制时间与压力参数化', '晾晒改为低温循环干燥', '关键成分转化过程监测'], application: '适用于制何首乌、制黄精等多次蒸制饮片的生产。', patentNo: null, contact: '孙研究员', daysAgo: 12 },
  { title: '醋制延胡索炮制终点快速判定方法', field: '饮片炮制', owner: '浙东药学院炮制教研室（演示）', transferMode: '合作开发', maturity: '小试阶段', summary: '利用近红外光谱建立醋制延胡索炮制程度模型，几分钟内判定炮制终点，减少凭经验判断的偏差。', points: ['近红外光谱定量模型', '延胡索乙素含量快速预测', '便携设备现场使用'], application: '适用于醋制、酒制等液体辅料炮制品的过程控制。', patentNo: null, contact: '钱博士', daysAgo: 30 },
  { title: '中药材重金属快速筛查试剂盒', field: '质量检测', owner: '华中中药质量检测技术研究院（演示）', transferMode: '技术转让', maturity: '已产业化', summary: '基于免疫层析原理的铅、镉快速筛查试剂盒，15 分钟出结果，适用于收购现场初筛。', points: ['铅、镉双指标同步检测', '检出限满足药典限量要求', '无需大型仪器，现场可用'], application: '适用于药材市场、饮片企业原料验收与基层监管。', patentNo: 'ZL2021 1 0000004.5', contact: '何研究员', daysAgo: 2 },
  { title: '中药材 DNA 条形码物种鉴定平台', field: '质量检测', owner: '国药资源鉴定中心（演示）', transferMode: '许可使用', maturity: '已产业化', summary: '建立覆盖常用中药材及易混伪品的 DNA 条形码参考序列库，实现基原物种的准确鉴定。', points: ['参考序列库覆盖常用药材及伪品', '标准化提取与扩增流程', '在线比对与报告生成'], application: '适用于检测机构、饮片企业的基原鉴定与打假。', patentNo: null, contact: '郭研究员', daysAgo: 18 },
  { title: '黄曲霉毒素免疫亲和净化柱国产化', field: '质量检测', owner: '江淮食品药品检测技术研究所（演示）', transferMode: '技术转让', maturity: '中试阶段', summary: '自主制备高亲和力抗体与净化柱，用于中药材黄曲霉毒素检测前处理，回收率与进口产品相当。', points: ['单克隆抗体自主制备', '柱容量与回收率稳定', '成本约为进口产品一半'], application: '适用于中药材、饮片及食品检测实验室。', patentNo: 'ZL2022 1 0000005.X', contact: '吴博士', daysAgo: 25 },
  { title: '中药指纹图谱相似度评价软件', field: '质量检测', owner: '沪上中药现代化研究中心（演示）', transferMode: '许可使用', maturity: '已产业化', summary: '对液相、气相指纹图谱自动匹配共有峰并计算相似度，支持批次一致性评价与报告输出。', points: ['多种色谱数据格式导入', '共有峰自动匹配', '批次一致性统计报告'], application: '适用于中成药、配方颗粒生产企业的质量一致性评价。', patentNo: null, contact: '陈工程师', daysAgo: 40 },
  { title: '配方颗粒干法制粒关键技术', field: '制剂工艺', owner: '岭南中药制剂工程研究中心（演示）', transferMode: '合作开发', maturity: '中试阶段', summary: '优化浸膏粉与辅料配比及干法制粒参数，解决配方颗粒吸湿结块问题，成型率显著提高。', points: ['浸膏粉吸湿性改良', '干法制粒参数优化', '颗粒溶化性与均匀度提升'], application: '适用于中药配方颗粒及中药颗粒剂生产。', patentNo: 'ZL2023 1 0000006.4', contact: '黄研究员', daysAgo: 7 },
  { title: '中药浓缩丸包衣新工艺', field: '制剂工艺', owner: '赣中中药制药技术研究所（演示）', transferMode: '技术转让', maturity: '已产业化', summary: '采用水性薄膜包衣替代传统糖衣，缩短包衣时间，改善浓缩丸外观与防潮性能。', points: ['水性包衣液配方', '包衣锅参数优化', '防潮与崩解性能兼顾'], application: '适用于浓缩丸、水丸等丸剂生产企业。', patentNo: null, contact: '周研究员', daysAgo: 33 },
  { title: '经典名方复方制剂物质基准研究', field: '制剂工艺', owner: '京华中医药研究院（演示）', transferMode: '合作开发', maturity: '小试阶段', summary: '按古代经典名方关键信息研究物质基准制备工艺与质量标准，为复方制剂注册提供技术支撑。', points: ['古籍考证与处方确定', '物质基准制备工艺', '出膏率与指标成分范围'], application: '适用于开展古代经典名方复方制剂研发的企业。', patentNo: null, contact: '赵研究员', daysAgo: 50 },
  { title: '丹参酮低温超临界萃取工艺', field: '提取分离', owner: '齐鲁天然药物研究所（演示）', transferMode: '技术转让', maturity: '中试阶段', summary: '以超临界二氧化碳低温萃取丹参脂溶性成分，避免热敏成分降解，提取率高于传统醇提。', points: ['夹带剂种类与比例优化', '萃取压力与温度窗口', '溶剂零残留'], application: '适用于丹参酮类提取物及其他脂溶性成分的生产。', patentNo: 'ZL2021 1 0000007.9', contact: '李博士', daysAgo: 11 },
  { title: '三七总皂苷大孔树脂纯化技术', field: '提取分离', owner: '滇南中药资源研究院（演示）', transferMode: '许可使用', maturity: '已产业化', summary: '筛选专用大孔树脂并优化洗脱梯度，使三七总皂苷纯度稳定达到 85% 以上，树脂可多次再生。', points: ['专用树脂型号筛选', '梯度洗脱工艺', '树脂再生与寿命管理'], application: '适用于三七、人参等皂苷类提取物生产。', patentNo: null, contact: '杨研究员', daysAgo: 20 },
  { title: '挥发油分子蒸馏精制技术', field: '提取分离', owner: '桂南香料药材研究所（演示）', transferMode: '合作开发', maturity: '小试阶段', summary: '采用分子蒸馏对八角、肉桂等挥发油进行精制，去除异味与重金属，主成分含量提高。', points: ['多级分子蒸馏参数', '异味成分选择性去除', '主成分含量在线监测'], application: '适用于香料油、药用挥发油的精制生产。', patentNo: null, contact: '黄工程师', daysAgo: 45 },
  { title: '川贝母组织培养快繁技术', field: '资源保护', owner: '川西高原药用植物研究所（演示）', transferMode: '作价入股', maturity: '中试阶段', summary: '建立川贝母鳞茎组培快繁体系，缩短繁育周期，缓解野生资源紧张。', points: ['鳞茎诱导与增殖培养基', '炼苗移栽成活率提高', '生物碱含量与野生品相当'], application: '适用于川贝母种苗繁育与人工种植基地建设。', patentNo: 'ZL2022 1 0000008.3', contact: '刘研究员', daysAgo: 14 },
  { title: '珍稀药用植物种质资源低温保存技术', field: '资源保护', owner: '国药资源鉴定中心（演示）', transferMode: '合作开发', maturity: '实验室阶段', summary: '针对顽拗型种子药用植物，建立超低温保存与复苏技术，为种质资源库建设提供方法。', points: ['玻璃化超低温保存', '保存后复苏萌发率评价', '种质信息数字化管理'], application: '适用于药用植物种质资源库及育种单位。', patentNo: null, contact: '郭研究员', daysAgo: 60 },
  { title: '野生甘草资源可持续采挖与补种模式', field: '资源保护', owner: '西北荒漠药用植物研究站（演示）', transferMode: '技术转让', maturity: '已产业化', summary: '结合轮采轮封与人工补种，在保护荒漠生态的前提下实现野生甘草资源的可持续利用。', points: ['轮采轮封区划方法', '补种与固沙结合', '资源量动态监测'], application: '适用于新疆、内蒙古、甘肃甘草产区。', patentNo: null, contact: '马研究员', daysAgo: 75 },
];
