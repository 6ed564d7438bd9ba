import { Button, Popover, Spin } from 'antd';
import { useProduct } from '../api/get-publish-product';
import styles from './my-products.module.css';

function Reason({ id }: { id: number }) {
  const { data, isPending, isError } = useProduct(id, null);
  if (isPending) return <Spin size="small" />;
  if (isError) return <span>驳回原因加载失败，请稍后重试</span>;
  return <p className={styles.reason}>{data.rejectReason || '平台未填写原因'}</p>;
}

/** 查看驳回原因: the operator's reason is on the product's detail, read when the member asks for it. */
export function RejectReason({ id }: { id: number }) {
  return (
    <Popover trigger="click" title="驳回原因" content={<Reason id={id} />} destroyOnHidden>
      <Button size="small" type="link" danger data-testid="reject-reason">
        查看驳回原因
      </Button>
    </Popover>
  );
}
