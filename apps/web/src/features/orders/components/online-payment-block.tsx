import { OnlinePaymentSummary } from '@/components/online-payment/online-payment-summary';
import { usePayment } from '../api/get-payment';

/** The member's order paid online (issue #23): the payment and every refund the institution made, with its status. */
export function MemberOnlinePayment({ orderId }: { orderId: number }) {
  const state = usePayment(orderId, false);
  return <OnlinePaymentSummary state={state.data} viewer="member" />;
}
