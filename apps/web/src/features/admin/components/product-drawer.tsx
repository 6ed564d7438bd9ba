import { Descriptions, Drawer } from 'antd';
import { formatDate, formatFen, type AdminProductRow } from '@tcm/shared';
import { splitPaths, thumbnailUrl } from '@/components/uploader/upload-paths';
import { ProductActions } from './product-actions';
import styles from './admin.module.css';

/** Everything the supplier submitted, every photo (each opens full size), with 通过 / 驳回 while in review. */
export function ProductDrawer({ row, onClose }: { row: AdminProductRow | null; onClose: () => void }) {
  return (
    <Drawer open={row !== null} onClose={onClose} title="产品详情" size="large" destroyOnHidden extra={row ? <ProductActions row={row} /> : null}>
      {row ? (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
            <Descriptions.Item label="产品名称">{row.name}</Descriptions.Item>
            <Descriptions.Item label="产品分类">{row.categoryName}</Descriptions.Item>
            <Descriptions.Item label="价格">{`${formatFen(row.priceFen)} / ${row.unit}`}</Descriptions.Item>
            <Descriptions.Item label="规格">{row.specification}</Descriptions.Item>
            <Descriptions.Item label="产地">{row.origin}</Descriptions.Item>
            <Descriptions.Item label="库存说明">{row.stock || '—'}</Descriptions.Item>
            <Descriptions.Item label="产品介绍">
              <p className={styles.pre}>{row.description || '—'}</p>
            </Descriptions.Item>
            <Descriptions.Item label="供应商">{`${row.supplier.companyName ?? '个人会员'}（${row.supplier.account}）`}</Descriptions.Item>
            <Descriptions.Item label="联系人">{`${row.contactName} ${row.contactPhone}`}</Descriptions.Item>
            <Descriptions.Item label="状态">{row.goodsStatusName}</Descriptions.Item>
            {row.rejectReason ? <Descriptions.Item label="驳回原因">{row.rejectReason}</Descriptions.Item> : null}
            <Descriptions.Item label="最近提交">{formatDate(row.updatedAt, 'YYYY-MM-DD HH:mm')}</Descriptions.Item>
          </Descriptions>
          <h3 className={styles.sectionTitle}>产品图片</h3>
          <div className={styles.attachments} data-testid="product-images">
            {splitPaths(row.images).map((path, i) => (
              <a key={path} href={path} target="_blank" rel="noreferrer">
                <img className={styles.thumb} src={thumbnailUrl(path)} alt={`${row.name} 图片${i + 1}`} />
              </a>
            ))}
          </div>
        </>
      ) : null}
    </Drawer>
  );
}
