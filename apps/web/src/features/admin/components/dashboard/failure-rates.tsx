import { type AdminFailureRates, formatDate } from '@tcm/shared';
import { LineChart } from '@/components/charts/line-chart';
import { RateBars } from './rate-bars';
import { percent } from './rate-format';
import styles from './failure-rates.module.css';

const TITLE = '近12个月检测不合格率';
/** Rows the ranked lists always make room for (the server's top). */
const SLOTS = 10;
const monthLabel = (month: string) => `${Number(month.slice(5))}月`;
const perCent = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1000) / 10);

/**
 * Issue #21: the platform's failure rate over the dashboard's 12 months — overall, per month and
 * the worst items and herbs — aggregated, no member named. Until the figures come (they load
 * apart from the dashboard) each chart's place is held at its size, so nothing moves when they do.
 */
export function FailureRates({ d, failed = false }: { d: AdminFailureRates | undefined; failed?: boolean }) {
  return (
    <section className={styles.block} aria-labelledby="failure-rates-title" data-testid="failure-rates">
      <header className={styles.head}>
        <h2 id="failure-rates-title">{TITLE}</h2>
        <p className={styles.note}>
          按检测项次统计：一个样品的一个检测项目为一项次，限量中任一元素不符合即判该项次不合格；只计有效报告中判定为符合或不符合的项次。
        </p>
      </header>
      {failed ? <p className={styles.failed}>不合格率加载失败，请稍后刷新重试</p> : null}
      <dl className={styles.figures}>
        <div>
          <dt>不合格率</dt>
          <dd data-testid="failure-rate-overall">{d ? percent(d.overall.rate) : '…'}</dd>
        </div>
        <div>
          <dt>判定项次</dt>
          <dd>{d ? d.overall.judged.toLocaleString('zh-CN') : '…'}</dd>
        </div>
        <div>
          <dt>不合格项次</dt>
          <dd>{d ? d.overall.failed.toLocaleString('zh-CN') : '…'}</dd>
        </div>
      </dl>
      {d && d.overall.judged === 0 ? <p className={styles.empty}>近12个月暂无判定为符合或不符合的检测结果。</p> : null}
      <div className={styles.charts}>
        <section>
          <h3>每月不合格率</h3>
          {d ? (
            <LineChart
              title="近12个月每月检测不合格率"
              unit=""
              days={d.months.map((m) => ({ date: m.month, count: perCent(m.rate) }))}
              labelEvery={1}
              label={monthLabel}
              format={(n) => `${n}%`}
              testId="failure-rate-months"
              summary={`合计 ${percent(d.overall.rate)}`}
              table={{ head: ['月份', '不合格率', '不合格项次', '判定项次'], rows: d.months.map((m) => [m.month, percent(m.rate), m.failed, m.judged]) }}
            />
          ) : (
            <div className={`${styles.placeholder} ${styles.line}`} />
          )}
        </section>
        {(['byItem', 'byVariety'] as const).map((key) => {
          const isItem = key === 'byItem';
          const title = isItem ? '按检测项目' : '按品种';
          return (
            <section key={key}>
              <h3>{title}</h3>
              {d ? (
                <RateBars
                  title={`${TITLE}（${title}）`}
                  dimension={isItem ? '检测项目' : '品种'}
                  rows={d[key]}
                  slots={SLOTS}
                  testId={isItem ? 'failure-rate-items' : 'failure-rate-varieties'}
                  emptyText={`暂无判定满${d.minJudged}项次的${isItem ? '检测项目' : '品种'}`}
                />
              ) : (
                <div className={`${styles.placeholder} ${styles.bars}`} />
              )}
            </section>
          );
        })}
      </div>
      {d ? <p className={styles.foot}>{`不合格率从高到低，列出判定满 ${d.minJudged} 项次的前 ${d.top} 名；统计于 ${formatDate(d.computedAt, 'YYYY-MM-DD HH:mm')}，每隔几分钟更新。`}</p> : <p className={styles.foot}>…</p>}
    </section>
  );
}
