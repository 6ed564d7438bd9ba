import { Button, Switch, Table } from 'antd';
import { adminContentCalls, type AdminAdvertRow } from '@tcm/shared';
import { DeleteLink } from '@/components/delete-link/delete-link';
import { thumbnailUrl } from '@/components/uploader/upload-paths';
import { useContentAction } from '../api/content-actions';
import { useResultMessage } from '@/lib/use-result-message';
import styles from './content.module.css';

function EnabledSwitch({ advert }: { advert: AdminAdvertRow }) {
  const enable = useContentAction(adminContentCalls.enable);
  const show = useResultMessage();
  return (
    <Switch
      aria-label={`启用「${advert.title}」`}
      checked={advert.enabled}
      loading={enable.isPending}
      checkedChildren="启用"
      unCheckedChildren="停用"
      onChange={(enabled) => void show(enable.mutateAsync({ id: advert.id, enabled }))}
    />
  );
}

function DeleteAdvert({ advert }: { advert: AdminAdvertRow }) {
  const remove = useContentAction(adminContentCalls.advertDelete);
  const show = useResultMessage();
  return (
    <DeleteLink title={`删除广告「${advert.title}」？删除后不可恢复。`} okText="确定" onConfirm={() => show(remove.mutateAsync({ id: advert.id }))} />
  );
}

/** Every advert by slot and order; the switch takes one off the home page without deleting it. */
export function AdvertTable({ adverts, loading, onEdit }: { adverts: AdminAdvertRow[]; loading: boolean; onEdit: (a: AdminAdvertRow) => void }) {
  return (
    <Table<AdminAdvertRow>
      rowKey="id"
      loading={loading}
      dataSource={adverts}
      pagination={false}
      data-testid="advert-table"
      columns={[
        { title: '图片', key: 'image', width: 120, render: (_, a) => <img className={styles.thumb} src={thumbnailUrl(a.imageUrl)} alt={a.title} /> },
        { title: '标题', key: 'title', render: (_, a) => (<>{a.title}<div className={styles.hint}>{a.linkUrl ?? '无链接'}</div></>) },
        { title: '广告位', dataIndex: 'positionName', width: 100 },
        { title: '排序', dataIndex: 'sort', width: 70 },
        { title: '启用', key: 'enabled', width: 90, render: (_, a) => <EnabledSwitch advert={a} /> },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, a) => (
            <>
              <Button size="small" type="link" onClick={() => onEdit(a)}>
                编辑
              </Button>
              <DeleteAdvert advert={a} />
            </>
          ),
        },
      ]}
    />
  );
}
