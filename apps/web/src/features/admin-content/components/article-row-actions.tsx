import { Button, Popconfirm } from 'antd';
import { canMoveArticle, type AdminArticleRow } from '@tcm/shared';
import { useContentAction } from '../api/content-actions';
import { useResultMessage } from '../hooks/use-result-message';

/** 编辑, 发布 or 撤回 (as ARTICLE_MOVES allows), 置顶 or 取消置顶, 删除; withdrawing and deleting ask first. */
export function ArticleRowActions({ article, onEdit }: { article: AdminArticleRow; onEdit: (id: number) => void }) {
  const publish = useContentAction('article/publish');
  const withdraw = useContentAction('article/withdraw');
  const pin = useContentAction('article/pin');
  const remove = useContentAction('article/delete');
  const show = useResultMessage();
  const { id } = article;
  return (
    <>
      <Button size="small" type="link" onClick={() => onEdit(id)}>
        编辑
      </Button>
      {canMoveArticle(article.status, 'publish') ? (
        <Button size="small" type="link" loading={publish.isPending} onClick={() => void show(publish.mutateAsync({ id }))}>
          发布
        </Button>
      ) : null}
      {canMoveArticle(article.status, 'withdraw') ? (
        <Popconfirm title="撤回后前台将不再展示该资讯，确定撤回？" okText="确定" cancelText="取消" onConfirm={() => show(withdraw.mutateAsync({ id }))}>
          <Button size="small" type="link">
            撤回
          </Button>
        </Popconfirm>
      ) : null}
      <Button size="small" type="link" loading={pin.isPending} onClick={() => void show(pin.mutateAsync({ id, isTop: !article.isTop }))}>
        {article.isTop ? '取消置顶' : '置顶'}
      </Button>
      <Popconfirm title={`删除「${article.title}」？删除后不可恢复。`} okText="确定" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => show(remove.mutateAsync({ id }))}>
        <Button size="small" type="link" danger>
          删除
        </Button>
      </Popconfirm>
    </>
  );
}
