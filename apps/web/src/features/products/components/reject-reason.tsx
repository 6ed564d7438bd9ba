import { useState } from 'react';
import { Button } from '@/components/lite/button/button';
import { Dialog } from '@/components/lite/dialog/dialog';
import { Spin } from '@/components/lite/spin/spin';
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" kind="link" danger data-testid="reject-reason" onClick={() => setOpen(true)}>
        查看驳回原因
      </Button>
      <Dialog
        open={open}
        title="驳回原因"
        width={416}
        onClose={() => setOpen(false)}
        footer={
          <Button kind="primary" onClick={() => setOpen(false)} data-autofocus="">
            知道了
          </Button>
        }
      >
        <Reason id={id} />
      </Dialog>
    </>
  );
}
