import styles from './profile.module.css';

/** Descriptive texts of the platform, shared by 平台介绍, 关于平台 and 关于我们. */
export const PLATFORM_SUMMARY =
  '中药质量检测服务平台是面向中药产业链的质量检测公共服务平台，由国有企业建设运营。平台汇聚具备 CMA、CNAS 资质的第三方检测机构，为中药材种植企业、饮片生产企业、中成药企业、流通与医疗机构提供在线送检、报告查询、标准检索与质量数据服务，推动中药质量“可检测、可追溯、可信任”。';

const SERVICES = [
  { title: '在线送检', text: '按《中国药典》及地方标准选择检测项目，在线下单、寄样、支付，全过程可追踪。' },
  { title: '质量标准与药典查询', text: '收录药典品种与质量控制标准，支持按品种、检测项目和标准编号检索。' },
  { title: '检测机构服务', text: '展示入驻机构的资质、能力范围与用户评价，帮助企业选择合适的检测机构。' },
  { title: '质量数据与资讯', text: '发布抽检结果、政策法规、行业动态与标准解读，提供质量统计与趋势分析。' },
];

const PROCESS = ['注册会员', '选择检测服务', '提交订单并寄送样品', '机构检测', '在线查看与下载报告'];

const QUALIFICATIONS = [
  '入驻检测机构均须具备检验检测机构资质认定（CMA），多数同时通过 CNAS 实验室认可；',
  '平台对机构资质、检测能力范围和人员进行入驻审核，并定期复核；',
  '检测报告由机构电子签章出具，支持防伪查验；',
  '平台依据《平台规则》对服务质量进行评价与监督，处罚结果予以公示。',
];

export function PlatformServices() {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>平台服务</h2>
      <ul className={styles.services}>
        {SERVICES.map((s) => (
          <li key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlatformProcess() {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>送检流程</h2>
      <ol className={styles.steps}>
        {PROCESS.map((title, i) => (
          <li key={title} className={styles.step}>
            <span className={styles.stepIcon} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.stepTitle}>{title}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function PlatformQualification() {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>资质保障</h2>
      <ul className={styles.bullets}>
        {QUALIFICATIONS.map((q) => (
          <li key={q}>{q}</li>
        ))}
      </ul>
    </section>
  );
}

export function PlatformContact({ organiser, operator, phone, mailbox }: { organiser: string; operator: string; phone: string | null; mailbox: string | null }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.heading}>联系方式</h2>
      <dl className={styles.contact}>
        <dt>主办单位</dt>
        <dd>{organiser}</dd>
        <dt>运营单位</dt>
        <dd>{operator}</dd>
        <dt>服务热线</dt>
        <dd>{phone ?? '—'}</dd>
        <dt>平台邮箱</dt>
        <dd>{mailbox ? <a href={`mailto:${mailbox}`}>{mailbox}</a> : '—'}</dd>
      </dl>
    </section>
  );
}
