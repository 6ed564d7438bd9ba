import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { loginOutlined } from '@/components/lite/icon/icon-paths';
import { PagePager } from '@/components/paged-list/page-pager';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { isLoggedIn, useSession } from '@/lib/session';
import { useArticleCategories } from '@/features/content/api/get-article-categories';
import { useArticleList } from '@/features/content/api/get-article-list';
import { ArticleRows } from '@/features/content/components/article-list';
import { CategoryMenu } from '@/features/content/components/category-menu';
import { QueryState } from '@/components/query-state/query-state';
import { KnowledgeJumpButton } from '@/features/sign-on/components/knowledge-jump-button';
import styles from './knowledge.module.css';

const KNOWLEDGE_CODE = 'knowledge';

/** Members go straight to the knowledge-base platform; a visitor is asked to log in first. */
function HandOff() {
  const session = useSession();
  if (isLoggedIn(session)) return <KnowledgeJumpButton />;
  return (
    <Link to={paths.login.getHref(paths.knowledge.path)} className={styles.loginLink} data-testid="knowledge-login">
      <LiteIcon d={loginOutlined} /> 登录后进入知识库平台
    </Link>
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
        <PageHeading title={title} extra={<HandOff />} />
        <p className={styles.intro}>
          汇集中药材鉴别、检测技术与质量控制的专业知识。会员可进入知识库平台，使用智能搜索、标准检索、产品画像与企业画像等服务。
        </p>
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
          {page && page.total > page.pageSize ? (
            <PagePager page={page} onPage={setPageNum} className={styles.pagination} showTotal={null} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
