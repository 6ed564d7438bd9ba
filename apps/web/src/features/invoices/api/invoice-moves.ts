import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, invoiceCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { INVOICES_KEY } from './query-keys';

/**
 * The invoice moves: POST orderInfo/requestInvoice (the member), institutionOrder/issueInvoice and
 * institutionOrder/reverseInvoice (staff, 红冲 and reissue) and reverseInvoiceOnly (红冲 alone, where
 * the order's money goes back). Each resolves with the envelope (a refusal is the
 * caller's to show); a success refreshes every invoice read.
 */
function useInvoiceMove<I>(send: (input: I) => ReturnType<typeof call>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.retcode === 1) await queryClient.invalidateQueries({ queryKey: [INVOICES_KEY] });
    },
  });
}

export const useRequestInvoice = () => useInvoiceMove((input: EndpointInput<typeof invoiceCalls.requestInvoice>) => call(invoiceCalls.requestInvoice, input));
export const useIssueInvoice = () => useInvoiceMove((input: EndpointInput<typeof invoiceCalls.issueInvoice>) => call(invoiceCalls.issueInvoice, input));
export const useReverseInvoice = () => useInvoiceMove((input: EndpointInput<typeof invoiceCalls.reverseInvoice>) => call(invoiceCalls.reverseInvoice, input));
export const useReverseInvoiceOnly = () => useInvoiceMove((input: EndpointInput<typeof invoiceCalls.reverseInvoiceOnly>) => call(invoiceCalls.reverseInvoiceOnly, input));
