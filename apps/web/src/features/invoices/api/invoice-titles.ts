import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointInput, invoiceCalls } from '@tcm/shared';
import { call } from '@/lib/call';
import { callQueryOptions } from '@/lib/call-query';
import { INVOICE_TITLES_KEY } from './query-keys';

/** GET invoiceTitle/list: my saved invoice titles (发票抬头). */
export const useInvoiceTitles = (enabled = true) => useQuery({ ...callQueryOptions(invoiceCalls.getInvoiceTitles, undefined, INVOICE_TITLES_KEY), enabled });

function useTitleMove<I>(send: (input: I) => ReturnType<typeof call>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.retcode === 1) await queryClient.invalidateQueries({ queryKey: INVOICE_TITLES_KEY });
    },
  });
}
/** POST invoiceTitle/save: a new title, or one of mine replaced. */
export const useSaveInvoiceTitle = () => useTitleMove((input: EndpointInput<typeof invoiceCalls.saveInvoiceTitle>) => call(invoiceCalls.saveInvoiceTitle, input));
/** POST invoiceTitle/delete. */
export const useDeleteInvoiceTitle = () => useTitleMove((input: EndpointInput<typeof invoiceCalls.deleteInvoiceTitle>) => call(invoiceCalls.deleteInvoiceTitle, input));
