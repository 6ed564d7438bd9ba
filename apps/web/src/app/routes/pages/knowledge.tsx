import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, JUMP_TYPE } from '@tcm/shared';
import { PagePager } from '@/components/paged-list/page-pager';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { useArticleCategories } from '@/features/content/api/get-article-categories';
import { useArticleList } from '@/features/content/api/get-article-list';
import { ArticleRows } from '@/features/content/components/article-list';
import { CategoryMenu } from '@/features/content/components/category-menu';
import { QueryState } from '@/components/query-state/query-state';
import { KnowledgeJumpButton } from '@/features/sign-on/components/knowledge-jump-button';
import styles from './knowledge.module.css';

const KNOWLEDGE_CODE = 'knowledge';

/** §7's other pages of the knowledge-base platform, each a way in from here. */
const SERVICES = [
  { jumpType: JUMP_TYPE.SMART_SEARCH, name: '智能搜索', hint: '用自然语言检索药材、检测方法与法规' },
  { jumpType: JUMP_TYPE.STANDARD_SEARCH, name: '标准检索', hint: '药典、部颁与地方标准的条文比对' },
  { jumpType: JUMP_TYPE.PRODUCT_PROFILE, name: '产品画像', hint: '品种的质量数据、抽检与风险一览' },
  { jumpType: JUMP_TYPE.COMPANY_PROFILE, name: '企业画像', hint: '企业资质、检测记录与信用信息' },
] as const;

function Services() {
  return (
    <ul className={styles.services} aria-label="知识库平台服务">
      {SERVICES.map((s) => (
        <li key={s.jumpType} className={styles.service}>
          <strong>{s.name}</strong>
          <small>{s.hint}</small>
          <KnowledgeJumpButton jumpType={s.jumpType} label={`进入${s.name}`} plain loginClassName={styles.serviceLogin} testId={`knowledge-jump-${s.jumpType}`} />
        </li>
      ))}
    </ul>
  );
}

/** 知识库: the knowledge-base articles by category (知识库's children), and the hand-off to the knowledge-base platform. */
export default function KnowledgePage() {
  const { title } = useRouteMeta();
  const top = useArticleCategories(0);
  const root = top.data?.find((c) => c.code === KNOWLEDGE_CODE);
  const children = useArticleCategories(root?.id ?? 0, { enabled: Boolean(root) });
  const [selected, setSelected] = useState<number | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const categoryId = selected ?? root?.id ?? null;
  const list = useArticleList({ categoryId, pageNum, pageSize: DEFAULT_PAGE_SIZE }, { enabled: categoryId !== null });
  const page = list.data;

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <PageHeading title={title} extra={<KnowledgeJumpButton loginClassName={styles.loginLink} testId="knowledge" />} />
        <p className={styles.intro}>
          汇集中药材鉴别、检测技术与质量控制的专业知识。会员可进入知识库平台，使用智能搜索、标准检索、产品画像与企业画像等服务。
        </p>
        <Services />
      </div>
      <div className={styles.layout}>
        <aside>
          {root ? (
            <CategoryMenu
              title={root.name}
              allLabel="全部知识"
              parentId={root.id}
              items={children.data ?? []}
              selectedId={categoryId ?? root.id}
              onSelect={(id) => {
                setSelected(id);
                setPageNum(1);
              }}
            />
          ) : null}
        </aside>
        <section className={styles.main} aria-label="知识文章">
          <QueryState isPending={top.isPending || list.isPending} isError={top.isError || list.isError} isEmpty={page?.list.length === 0} rows={8}>
            <ArticleRows items={page?.list ?? []} />
          </QueryState>
          <PagePager page={page} onPage={setPageNum} className={styles.pagination} showTotal={null} />
        </section>
      </div>
    </div>
  );
}
