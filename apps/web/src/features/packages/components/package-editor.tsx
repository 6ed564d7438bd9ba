import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Table } from 'antd';
import { formatFen, ORDER_MESSAGES, RETCODE, type MyTestService, type TestService } from '@tcm/shared';
import { notifier } from '@/lib/notifier';
import { useAddMyTestService } from '../api/add-my-test-service';
import { useEditMyTestService } from '../api/edit-my-test-service';
import { useServiceSearch } from '../api/search-test-service';

/** One line being edited: the offer and how many samples, with what to show for it. */
export interface PackageLine {
  testServiceId: number;
  sampleCount: number;
  label: string;
  priceFen: number;
}

export const lineOfService = (s: TestService, sampleCount = 1): PackageLine => ({
  testServiceId: s.id,
  sampleCount,
  label: `${s.testItem.name} · ${s.institutionName}`,
  priceFen: s.priceFen,
});

/** A package's available items as editor lines (withdrawn offers are dropped: they cannot be ordered). */
export const linesOfPackage = (p: MyTestService): PackageLine[] =>
  p.items.flatMap((i) => (i.available && i.service ? [lineOfService(i.service, i.sampleCount)] : []));

export interface PackageEditorProps {
  /** Editing this package; creating a new one when absent. */
  pkg?: MyTestService;
  /** Lines to start from (e.g. the cart's selection). */
  seed?: PackageLine[];
  onClose: () => void;
}

/** Create, rename or re-compose a common test package: name, items with sample counts, and a search to add offers. */
export function PackageEditor({ pkg, seed, onClose }: PackageEditorProps) {
  const message = notifier();
  const [name, setName] = useState(pkg?.name ?? '');
  const [lines, setLines] = useState<PackageLine[]>(seed ?? (pkg ? linesOfPackage(pkg) : []));
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useServiceSearch(keyword, 1);
  const add = useAddMyTestService();
  const edit = useEditMyTestService();

  const put = (line: PackageLine) =>
    setLines((ls) => (ls.some((l) => l.testServiceId === line.testServiceId) ? ls : [...ls, line]));
  const save = async () => {
    if (!name.trim()) return setError('请输入套餐名称');
    if (lines.length === 0) return setError(ORDER_MESSAGES.itemsRequired);
    setError(null);
    const items = lines.map((l) => ({ testServiceId: l.testServiceId, sampleCount: l.sampleCount }));
    try {
      const result = await (pkg ? edit.mutateAsync({ id: pkg.id, name: name.trim(), items }) : add.mutateAsync({ name: name.trim(), items }));
      if (result.retcode !== RETCODE.SUCCESS) return message.error(result.retmsg);
      message.success(result.retmsg || ORDER_MESSAGES.packageSaved);
      onClose();
    } catch {
      // the request client has shown what went wrong
    }
  };

  return (
    <Modal open title={pkg ? '编辑套餐' : '新建套餐'} okText="保存" cancelText="取消" width={760} confirmLoading={add.isPending || edit.isPending} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="套餐名称" required validateStatus={error && !name.trim() ? 'error' : undefined}>
          <Input value={name} maxLength={30} showCount onChange={(e) => setName(e.target.value)} placeholder="如：饮片入库常规检测" aria-label="套餐名称" />
        </Form.Item>
        <Form.Item label="套餐项目" required help={error ?? undefined} validateStatus={error ? 'error' : undefined}>
          <Table<PackageLine>
            size="small"
            rowKey="testServiceId"
            pagination={false}
            dataSource={lines}
            locale={{ emptyText: '尚未添加项目，可在下方搜索添加' }}
            columns={[
              { title: '项目 · 机构', dataIndex: 'label' },
              { title: '单价', key: 'p', width: 110, render: (_, l) => formatFen(l.priceFen) },
              {
                title: '样品数',
                key: 'n',
                width: 110,
                render: (_, l) => (
                  <InputNumber min={1} max={999} precision={0} value={l.sampleCount} onChange={(v) => setLines((ls) => ls.map((x) => (x === l ? { ...x, sampleCount: Number(v ?? 1) } : x)))} />
                ),
              },
              {
                key: 'x',
                width: 70,
                render: (_, l) => (
                  <Button type="link" danger onClick={() => setLines((ls) => ls.filter((x) => x !== l))}>
                    移除
                  </Button>
                ),
              },
            ]}
          />
        </Form.Item>
        <Form.Item label="添加项目">
          <Input.Search placeholder="输入检测项目或品种，如 水分、黄芪" enterButton="搜索" allowClear onSearch={(v) => setKeyword(v.trim())} aria-label="搜索检测服务" />
          {keyword ? (
            <Table<TestService>
              size="small"
              rowKey="id"
              style={{ marginTop: 8 }}
              loading={search.isFetching}
              pagination={false}
              dataSource={search.data?.list ?? []}
              columns={[
                { title: '检测项目', key: 'i', render: (_, s) => s.testItem.name },
                { title: '检测机构', dataIndex: 'institutionName' },
                { title: '单价', key: 'p', width: 110, render: (_, s) => formatFen(s.priceFen) },
                {
                  key: 'a',
                  width: 70,
                  render: (_, s) => (
                    <Button type="link" disabled={lines.some((l) => l.testServiceId === s.id)} onClick={() => put(lineOfService(s))}>
                      添加
                    </Button>
                  ),
                },
              ]}
            />
          ) : null}
        </Form.Item>
      </Form>
    </Modal>
  );
}
