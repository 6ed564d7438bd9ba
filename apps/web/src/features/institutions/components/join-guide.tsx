import { LiteIcon } from '@/components/lite/icon/icon';
import { clockCircleOutlined, safetyCertificateOutlined } from '@/components/lite/icon/icon-paths';
import { checkCircleFilled, teamOutlined } from './join-guide-icons';
import styles from './join-guide.module.css';

const BENEFITS = [
  { icon: <LiteIcon d={teamOutlined} />, title: '精准客源', text: '中药材种植、饮片生产、中成药企业在平台按检测项目和品种查找机构，直接下单送检。' },
  { icon: <LiteIcon d={safetyCertificateOutlined} />, title: '资质展示', text: 'CMA、CNAS 资质与证书在机构详情页集中展示，评价来自真实订单，帮助客户放心选择。' },
  { icon: <LiteIcon d={clockCircleOutlined} />, title: '线上协同', text: '订单、合同、样品寄送、报告交付全程在线，减少电话与纸面往来。' },
];

const REQUIREMENTS = [
  '依法登记、具有独立法人资格的第三方检验检测机构，提供有效的营业执照。',
  '必须具备检验检测机构资质认定（CMA）证书，且在有效期内——平台订单的检测报告须加盖 CMA 章。',
  'CNAS 实验室认可为加分项，可选填；填写证书编号时须同时上传证书图片。',
  '申报的服务类别和检测项目应在资质认定的能力范围（检测范围）之内。',
  '提供真实有效的联系人、手机号与电子邮箱，用于审核沟通与结果通知。',
];

const STEPS = [
  { title: '阅读须知', content: '了解入驻条件与所需材料' },
  { title: '在线申请', content: '填写企业信息、上传营业执照与资质证书、勾选检测范围' },
  { title: '平台审核', content: '核验资质与检测能力，审核结果可随时查询' },
  { title: '开通上线', content: '审核通过后机构出现在检测机构列表，开始承接订单' },
];

/** The static part of /organization/introduce: why join, what is required, how it goes. */
export function JoinGuide() {
  return (
    <div className={styles.guide}>
      <section aria-label="为什么入驻">
        <h3 className={styles.title}>为什么入驻平台</h3>
        <ul className={styles.benefits}>
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <span className={styles.icon}>{b.icon}</span>
              <b>{b.title}</b>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="入驻条件">
        <h3 className={styles.title}>入驻条件</h3>
        <ul className={styles.requirements}>
          {REQUIREMENTS.map((text) => (
            <li key={text}>
              <LiteIcon d={checkCircleFilled} className={styles.check} /> {text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="入驻流程">
        <h3 className={styles.title}>入驻流程</h3>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.title}>
              <b>{step.title}</b>
              <p>{step.content}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
