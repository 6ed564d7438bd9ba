import { useEffect } from 'react';
import { Alert, Button, QRCode, Radio, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_CHANNEL_LABELS, RETCODE, formatFen, type PaymentChannel } from '@tcm/shared';
import { notifier } from '@/lib/notifier';
import { usePayment } from '../api/get-payment';
import { usePayOnline } from '../api/pay-online';
import { ORDERS_KEY } from '../api/query-keys';
import styles from './orders.module.css';

/**
 * 在线支付 (issue #23): pick a channel, scan the QR code. The order is paid only when the gateway's
 * notification reaches our server; this page asks our server (polling) and never trusts a return
 * from the gateway's page. When it is paid the order lists refresh and the dialog closes.
 */
export function OnlinePay({ orderId, onPaid }: { orderId: number; onPaid: () => void }) {
  const payOnline = usePayOnline();
  const state = usePayment(orderId, payOnline.isSuccess);
  const queryClient = useQueryClient();
  const paid = state.data?.paid === true;
  useEffect(() => {
    if (!paid) return;
    notifier().success('支付成功，请寄送样品');
    void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
    onPaid();
  }, [paid, onPaid, queryClient]);

  const pick = async (channel: PaymentChannel) => {
    try {
      const r = await payOnline.mutateAsync({ orderId, channel });
      if (r.retcode !== RETCODE.SUCCESS) notifier().error(r.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  const channels = state.data?.channels ?? [];
  const pending = payOnline.data?.data?.pending ?? state.data?.pending ?? null;
  if (state.isPending) return null;
  if (channels.length === 0) return <Alert type="info" showIcon message="该订单暂不支持在线支付，请使用线下转账" />;
  return (
    <Space direction="vertical" size="middle" data-testid="online-pay">
      <Radio.Group value={pending?.channel} onChange={(e) => void pick(e.target.value as PaymentChannel)} optionType="button" buttonStyle="solid" disabled={payOnline.isPending}>
        {channels.map((c) => (
          <Radio.Button key={c} value={c}>
            {PAYMENT_CHANNEL_LABELS[c]}
          </Radio.Button>
        ))}
      </Radio.Group>
      {pending ? (
        <Space direction="vertical" align="center" className={styles.hint}>
          <QRCode value={pending.qrCode} size={180} data-testid="pay-qr" />
          <span>
            请使用{pending.channel === 'alipay' ? '支付宝' : '微信'}扫码支付 <strong>{formatFen(pending.amountFen)}</strong>
          </span>
          <span data-testid="pay-waiting">支付完成后本页将自动更新订单状态……</span>
          <Button size="small" onClick={() => void state.refetch()}>
            我已支付，刷新结果
          </Button>
        </Space>
      ) : (
        <span className={styles.hint}>请选择支付方式，生成付款二维码。</span>
      )}
    </Space>
  );
}
