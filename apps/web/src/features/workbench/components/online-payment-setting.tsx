import { Switch } from '@/components/lite/switch/switch';
import { RETCODE } from '@tcm/shared';
import { notifier } from '@/lib/notifier';
import { useOnlinePaymentSetting, useSetOnlinePayment } from '../api/order-payment';

/** 接受在线支付 (issue #23): the institution's own switch (the lite one: this page loads no antd); hidden while the platform offers no online payment at all. */
export function OnlinePaymentSetting() {
  const setting = useOnlinePaymentSetting();
  const save = useSetOnlinePayment();
  if (!setting.data?.offered) return null;
  const change = async (accepts: boolean) => {
    try {
      const r = await save.mutateAsync({ accepts });
      if (r.retcode === RETCODE.SUCCESS) notifier().success(r.retmsg);
      else notifier().error(r.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  return (
    <p data-testid="online-payment-setting">
      <Switch checked={setting.data.accepts} disabled={save.isPending} onChange={(v) => void change(v)} aria-labelledby="online-payment-setting-text" />{' '}
      <span id="online-payment-setting-text">接受在线支付（支付宝、微信支付）：开启后，委托方可在待支付时扫码付款，款项到账即视为支付成功，无需确认凭证。</span>
    </p>
  );
}
