import type { ReactNode } from 'react';
import { Drawer, Skeleton, type DrawerProps } from 'antd';

interface Props<D> {
  /** 'new' for 新增, an id for 编辑, null while closed. */
  target: number | 'new' | null;
  /** What is edited, after 新增 / 编辑 in the title (资讯 → 新增资讯). */
  noun: string;
  /** The record's detail query while editing one. */
  detail: { data?: D; error: Error | null };
  /** The form: empty for a new record, else filled from `detail`. */
  form: (detail?: D) => ReactNode;
  size?: DrawerProps['size'];
  onClose: () => void;
}

/** A console's 新增 / 编辑 drawer: a new record's form at once; an existing one's once its detail has loaded (meanwhile a skeleton, or the error). */
export function EditorDrawer<D>({ target, noun, detail, form, size = 'large', onClose }: Props<D>) {
  const editing = typeof target === 'number';
  return (
    <Drawer open={target !== null} onClose={onClose} title={`${editing ? '编辑' : '新增'}${noun}`} size={size} destroyOnHidden>
      {!editing ? form() : detail.data ? form(detail.data) : detail.error ? <p>{detail.error.message}</p> : <Skeleton active />}
    </Drawer>
  );
}
