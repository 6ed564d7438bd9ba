import { Card } from '@/components/lite/card/card';
import { LiteIcon } from '@/components/lite/icon/icon';
import { exportOutlined } from '@/components/lite/icon/icon-paths';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { NAV_ITEMS, type NavItem } from '@/config/nav';
import { outboundUrl } from '@/lib/outbound-url';
import { useSession } from '@/lib/session';
import styles from './relation.module.css';

const DESCRIPTIONS: Record<string, string> = {
  中药公共服务平台: '面向中药产业的综合公共服务门户，提供政策、市场与供需对接服务。',
  中药材质量追溯平台: '记录中药材从种植、加工到流通的全过程信息，一物一码可追溯。',
  科技成果转化平台: '汇聚中药领域科技成果与技术需求，促进产学研合作与成果落地。',
  中药产业大数据平台: '整合产业、质量与市场数据，提供监测分析与决策支持。',
};

/** External items of the nav config, wherever they sit in the menu. */
function externalItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [...(item.url !== undefined ? [item] : []), ...externalItems(item.children ?? [])]);
}

/** 关联平台: the linked sub-platforms (config/nav.ts), signed in through §7's outbound jump when logged in. */
export default function RelationPage() {
  const session = useSession();
  return (
    <section className={styles.card}>
      <PageHeading title={useRouteMeta().title} extra="同一账号，单点登录各子平台" />
      <ul className={styles.grid}>
        {externalItems(NAV_ITEMS).map((item) => {
          const href = item.url ? outboundUrl(item.url, session) : '';
          return (
            <li key={item.name}>
              <Card
                title={item.name}
                className={styles.platform}
                extra={
                  href ? (
                    <a href={href} target={item.target ?? '_blank'} rel="noopener noreferrer">
                      访问平台 <LiteIcon d={exportOutlined} />
                    </a>
                  ) : (
                    <span className={styles.soon}>即将上线</span>
                  )
                }
              >
                {DESCRIPTIONS[item.name] ?? '关联子平台'}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
