import { formatNumberShort } from '@tcm/shared';
import { useQualityStatistics } from '../api/get-quality-statistics';
import { QualityChart } from './quality-chart';
import { QueryState } from '@/components/query-state/query-state';
import { SectionCard } from './section-card';
import styles from './home.module.css';

/**
 * 平台数据 and 质量统计 (§7 staticData/queryQualityStaticData). The home page
 * loads this module lazily, so neither the call nor the chart delays the
 * first paint. Default export for React.lazy.
 */
export default function PlatformStatistics() {
  const { data, isPending, isError } = useQualityStatistics();
  return (
    <SectionCard title="平台数据" testId="home-statistics">
      <QueryState isPending={isPending} isError={isError} rows={6}>
        {data ? (
          <div className={styles.statistics}>
            <ul className={styles.figures}>
              {data.figures.map((f) => (
                <li key={f.label} className={styles.figure} data-testid="home-figure">
                  <strong title={String(f.value)}>{f.value >= 1e6 ? formatNumberShort(f.value) : f.value.toLocaleString('zh-CN')}</strong>
                  <span className={styles.figureUnit}>{f.unit}</span>
                  <p>{f.label}</p>
                </li>
              ))}
            </ul>
            <div className={styles.chartBox}>
              <h3 className={styles.chartTitle}>近12个月中药抽检质量统计</h3>
              <QualityChart monthly={data.monthly} />
            </div>
          </div>
        ) : null}
      </QueryState>
    </SectionCard>
  );
}
