import { Button, Popconfirm } from 'antd';

interface Props {
  /** The question, naming what goes. */
  title: string;
  description?: string;
  okText: string;
  /** The deletion; the confirm button spins until it settles. */
  onConfirm: () => Promise<unknown>;
}

/** A console row's red 删除 link that asks first. */
export function DeleteLink({ title, description, okText, onConfirm }: Props) {
  return (
    <Popconfirm title={title} description={description} okText={okText} okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onConfirm}>
      <Button size="small" type="link" danger>
        删除
      </Button>
    </Popconfirm>
  );
}
