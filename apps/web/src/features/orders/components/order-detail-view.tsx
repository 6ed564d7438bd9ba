import { Descriptions, Empty, Tag, Timeline } from 'antd';
import {
  formatDate,
  INVOICE_TYPE_LABELS,
  isVatSpecial,
  QUALIFICATION_FLAG_LABELS,
  TESTING_BASIS_LABELS,
  URGENT_FLAG_LABELS,
  formatFen,
  type OrderDetail,
  type PricedItem,
} from '@tcm/shared';
import { Table } from 'antd';
import { OrderStatusTag } from '@/components/order-status-tag/order-status-tag';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { Uploader } from '@/components/uploader/uploader';
import { AmountSummary } from './amounts';
import { LogisticsBlock } from './logistics-block';
import { MemberOnlinePayment } from './online-payment-block';
import { ReportBlock } from './report-block';
import { SampleTable } from './sample-table';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Contracts are private documents (issue #17): saved through a fetch with the session, under a readable name. */
const fileLink = (url: string | null, text: string, fileName: string, testId: string) =>
  url ? (
    <PrivateFileLink path={url} fileName={fileName} data-testid={testId}>
      {text}
    </PrivateFileLink>
  ) : (
    <span className={styles.hint}>暂无</span>
  );

/**
 * Whose view it is: the member's (default; their buttons and logistics) or the institution's
 * workbench, which brings its own buttons and shipments block (features meet only in app/).
 */
export interface OrderDetailViewProps {
  order: OrderDetail;
  viewer?: 'member' | 'institution';
  actions?: React.ReactNode;
  logistics?: React.ReactNode;
  /** The institution's report block (replace/revoke) in place of the member's download block. */
  reports?: React.ReactNode;
  /** 检测结果: the results as data (issue #21), from the results feature. */
  results?: React.ReactNode;
  /** 订单留言: the thread between the member and the institution (issue #22), from the order-messages feature. */
  messages?: React.ReactNode;
  /** 发票: the order's invoices (issue #23), from the invoices feature. */
  invoices?: React.ReactNode;
  /** The institution's 在线支付与退款 block (issue #23) in place of the member's read-only one. */
  payment?: React.ReactNode;
}

// 'gateway': the online payment's notification (issue #23), shown as 支付平台 to both sides.
const ACTOR_NAMES = { member: { member: '我', institution: '检测机构', gateway: '支付平台' }, institution: { member: '委托方', institution: '本机构', gateway: '支付平台' } } as const;

/** §2 /pcenter/order/detail (and the workbench's): every field of one order, its amounts, timeline, contract, vouchers, logistics and report. */
export function OrderDetailView({ order, viewer = 'member', actions, logistics, reports, results, messages, invoices, payment }: OrderDetailViewProps) {
  const { sample, invoice, contact } = order;
  return (
    <div data-testid="order-detail">
      <Block title="订单状态">
        <Descriptions column={3} size="small">
          <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <OrderStatusTag status={order.status} name={order.statusName} />
          </Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatDate(order.createdAt)}</Descriptions.Item>
          {viewer === 'member' ? (
            <Descriptions.Item label="检测机构">{order.institutionName}</Descriptions.Item>
          ) : (
            <Descriptions.Item label="委托方">{order.memberName}</Descriptions.Item>
          )}
        </Descriptions>
        {order.rejectReason ? <p className={`${styles.error} ${styles.reason}`}>原因：{order.rejectReason}</p> : null}
        {viewer === 'member' ? <OrderActions order={order} size="middle" /> : actions}
      </Block>
      <Block title="检测项目与金额">
        <Table<PricedItem>
          size="small"
          rowKey="testServiceId"
          pagination={false}
          dataSource={order.items}
          columns={[
            { title: '检测项目', dataIndex: 'testItemName' },
            { title: '单价', key: 'p', render: (_, i) => formatFen(i.unitPriceFen) },
            { title: '样品数', dataIndex: 'sampleCount' },
            { title: '周期', key: 'd', render: (_, i) => `${i.periodDays}个工作日` },
            { title: '金额', key: 'a', render: (_, i) => formatFen(i.amountFen) },
          ]}
        />
        <div style={{ marginTop: 12 }}>
          <AmountSummary amounts={order.amounts} />
        </div>
      </Block>
      {order.samples.length ? (
        <Block title={`样品清单（${order.samples.length} 个样品）`}>
          <SampleTable samples={order.samples} itemNames={new Map(order.items.map((i) => [i.testServiceId, i.testItemName]))} />
        </Block>
      ) : null}
      <Block title="样品与检测要求">
        <Descriptions column={3} size="small" bordered>
          <Descriptions.Item label="样品名称">{sample.name}</Descriptions.Item>
          <Descriptions.Item label="品种">{sample.variety}</Descriptions.Item>
          <Descriptions.Item label="批号">{sample.batchNo || '—'}</Descriptions.Item>
          <Descriptions.Item label="产地">{sample.origin || '—'}</Descriptions.Item>
          <Descriptions.Item label="供应商">{sample.supplier || '—'}</Descriptions.Item>
          <Descriptions.Item label="样品数量">{sample.quantity}</Descriptions.Item>
          <Descriptions.Item label="包装">{sample.packing || '—'}</Descriptions.Item>
          <Descriptions.Item label="储存条件">{sample.storage || '—'}</Descriptions.Item>
          <Descriptions.Item label="检后样品">{sample.returnSample ? '退回' : '不退回'}</Descriptions.Item>
          <Descriptions.Item label="加急">{URGENT_FLAG_LABELS[order.urgentFlag]}</Descriptions.Item>
          <Descriptions.Item label="检测依据">{TESTING_BASIS_LABELS[order.testingBasis]}</Descriptions.Item>
          <Descriptions.Item label="资质要求">{QUALIFICATION_FLAG_LABELS[order.qualification]}</Descriptions.Item>
        </Descriptions>
      </Block>
      <Block title="发票与联系人">
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label="发票类型">{INVOICE_TYPE_LABELS[invoice.type]}</Descriptions.Item>
          <Descriptions.Item label="发票抬头">{invoice.title}</Descriptions.Item>
          {!isVatSpecial(invoice.type) && invoice.taxNo ? (
            <Descriptions.Item label="税号" span={2}>
              {invoice.taxNo}
            </Descriptions.Item>
          ) : null}
          {order.autoInvoice ? (
            <Descriptions.Item label="自动申请开票" span={2}>
              支付确认后自动提交开票申请
            </Descriptions.Item>
          ) : null}
          {isVatSpecial(invoice.type) ? (
            <>
              <Descriptions.Item label="税号">{invoice.taxNo}</Descriptions.Item>
              <Descriptions.Item label="开户银行">{invoice.bankName}</Descriptions.Item>
              <Descriptions.Item label="银行账号">{invoice.bankAccount}</Descriptions.Item>
              <Descriptions.Item label="注册电话">{invoice.phone}</Descriptions.Item>
              <Descriptions.Item label="注册地址" span={2}>
                {invoice.address}
              </Descriptions.Item>
            </>
          ) : null}
          <Descriptions.Item label="联系人">{contact.name}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{contact.phone}</Descriptions.Item>
          <Descriptions.Item label="回寄地址" span={2}>
            {contact.address}
          </Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {order.remark || '—'}
          </Descriptions.Item>
        </Descriptions>
      </Block>
      <Block title="合同与支付凭证">
        <Descriptions column={2} size="small">
          <Descriptions.Item label="机构合同">{fileLink(order.contractUrl, '下载合同', `检测合同-${order.orderNo}`, 'order-contract')}</Descriptions.Item>
          <Descriptions.Item label="已签合同">{fileLink(order.signedContractUrl, '查看已签合同', `已签合同-${order.orderNo}`, 'order-signed-contract')}</Descriptions.Item>
          <Descriptions.Item label="支付凭证" span={2}>
            <div data-testid="order-vouchers">
              <Uploader value={order.voucherUrls.join(',')} names={order.fileNames} edit={false} privateFiles fileLabel="支付凭证" accept={['jpg', 'jpeg', 'png', 'gif', 'pdf']} />
            </div>
          </Descriptions.Item>
        </Descriptions>
        {viewer === 'member' ? <MemberOnlinePayment orderId={order.id} /> : payment}
      </Block>
      <Block title="物流信息">
        {viewer === 'member' ? <LogisticsBlock orderId={order.id} hasShipments={order.shipments.length > 0} /> : logistics}
      </Block>
      {results ? <Block title="检测结果">{results}</Block> : null}
      <Block title="检测报告">
        {order.report ? (reports ?? <ReportBlock report={order.report} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="报告出具后可在此下载" />}
      </Block>
      {invoices ? <Block title="发票">{invoices}</Block> : null}
      {messages ? <Block title="订单留言">{messages}</Block> : null}
      <Block title="订单进度">
        <Timeline
          data-testid="order-timeline"
          items={order.timeline.map((t) => ({
            color: t.actor === 'member' ? '#00604f' : 'blue',
            content: (
              <>
                <strong>{t.actionName}</strong> <Tag>{ACTOR_NAMES[viewer][t.actor]}</Tag>
                <span className={styles.hint}>{formatDate(t.createdAt)}</span>
                {t.note ? <div className={styles.hint}>{t.note}</div> : null}
              </>
            ),
          }))}
        />
      </Block>
    </div>
  );
}
