import { Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { INVOICE_TITLES_MAX, type InvoiceTitle } from '@tcm/shared';
import { QueryState } from '@/components/query-state/query-state';
import { useDeleteInvoiceTitle, useInvoiceTitles, useSaveInvoiceTitle } from '../api/invoice-titles';
import { BuyerFields, checkedBuyer } from './buyer-fields';
import { notifier } from '@/lib/notifier';

function TitleDialog({ title, onClose }: { title?: InvoiceTitle; onClose: () => void }) {
  const [form] = Form.useForm();
  const save = useSaveInvoiceTitle();
  async function submit() {
    const buyer = checkedBuyer(form);
    if (!buyer) return;
    const res = await save.mutateAsync({ ...(title ? { id: title.id } : {}), buyer });
    if (res.retcode !== 1) return void notifier().error(res.retmsg);
    void notifier().success(res.retmsg);
    onClose();
  }
  return (
    <Modal open title={title ? '修改发票抬头' : '新增发票抬头'} okText="保存" cancelText="取消" onOk={() => void submit()} onCancel={onClose} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ buyer: title ?? { type: 1 } }}>
        <BuyerFields />
      </Form>
    </Modal>
  );
}

/** 发票抬头: the titles I keep to pick when I ask for an invoice. */
export function InvoiceTitlesView() {
  const titles = useInvoiceTitles();
  const remove = useDeleteInvoiceTitle();
  const [editing, setEditing] = useState<{ title?: InvoiceTitle } | null>(null);
  const count = titles.data?.length ?? 0;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={count >= INVOICE_TITLES_MAX} onClick={() => setEditing({})}>
          新增发票抬头
        </Button>
        <span>
          已保存 {count} / {INVOICE_TITLES_MAX} 个
        </span>
      </Space>
      <QueryState isPending={titles.isPending} isError={titles.isError} isEmpty={count === 0} emptyText="还没有发票抬头。保存后，申请开票时可一键填入" rows={4}>
        <Table<InvoiceTitle>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={titles.data ?? []}
          columns={[
            { title: '发票类型', dataIndex: 'typeName' },
            { title: '发票抬头', dataIndex: 'title' },
            { title: '纳税人识别号', dataIndex: 'taxNo' },
            { title: '开户银行及账号', key: 'bank', render: (_, r) => (r.bankName ? `${r.bankName} ${r.bankAccount}` : '—') },
            {
              title: '操作',
              key: 'actions',
              render: (_, r) => (
                <Space>
                  <Button size="small" onClick={() => setEditing({ title: r })}>
                    修改
                  </Button>
                  <Popconfirm
                    title="删除该发票抬头？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={async () => {
                      const res = await remove.mutateAsync({ id: r.id });
                      void (res.retcode === 1 ? notifier().success(res.retmsg) : notifier().error(res.retmsg));
                    }}
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </QueryState>
      {editing ? <TitleDialog title={editing.title} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
