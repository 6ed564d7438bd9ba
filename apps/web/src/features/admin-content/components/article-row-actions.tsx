import { adminContentCalls, canMoveArticle, type AdminArticleRow } from '@tcm/shared';
import { useActionSubmit } from '@/components/action-modal/action-submit';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { useContentAction } from '../api/content-actions';
import styles from './content.module.css';

/** 编辑, 发布 or 撤回 (as ARTICLE_MOVES allows), 置顶 or 取消置顶, 删除; withdrawing and deleting ask first. */
export function ArticleRowActions({ article, onEdit }: { article: AdminArticleRow; onEdit: (id: number) => void }) {
  const publish = useContentAction(adminContentCalls.publish);
  const withdraw = useContentAction(adminContentCalls.withdraw);
  const pin = useContentAction(adminContentCalls.pin);
  const remove = useContentAction(adminContentCalls.articleDelete);
  const show = useActionSubmit(() => undefined);
  const { ask, dialog } = useConfirmedAction();
  const { id } = article;
  return (
    <div className={styles.rowActions}>
      <Button size="small" kind="link" onClick={() => onEdit(id)}>
        编辑
      </Button>
      {canMoveArticle(article.status, 'publish') ? (
        <Button size="small" kind="link" loading={publish.isPending} onClick={() => void show(publish.mutateAsync({ id }))}>
          发布
        </Button>
      ) : null}
      {canMoveArticle(article.status, 'withdraw') ? (
        <Button size="small" kind="link" loading={withdraw.isPending} onClick={() => ask({ title: '撤回后前台将不再展示该资讯，确定撤回？', send: () => withdraw.mutateAsync({ id }) })}>
          撤回
        </Button>
      ) : null}
      <Button size="small" kind="link" loading={pin.isPending} onClick={() => void show(pin.mutateAsync({ id, isTop: !article.isTop }))}>
        {article.isTop ? '取消置顶' : '置顶'}
      </Button>
      <Button size="small" kind="link" danger loading={remove.isPending} onClick={() => ask({ title: `删除「${article.title}」？删除后不可恢复。`, send: () => remove.mutateAsync({ id }) })}>
        删除
      </Button>
      {dialog}
    </div>
  );
}
