import type { CallRequest } from '@playdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { refreshBalance, setMemberCash } from '../../../shared/api/wallet/balance';

/** walletTransfer: an exact amount between the main wallet and one provider (request_id makes it once only). */
export function walletTransfer(body: CallRequest<'walletTransfer'>) {
  return callApi('walletTransfer', body, { silent: true });
}

/** After any outcome the header and the wallet list are read again (a pending transfer settles there). */
export function useWalletTransfer() {
  return useMutation({
    mutationFn: walletTransfer,
    onSuccess: (reply) => setMemberCash(reply.member_cash),
    onSettled: () => refreshBalance(),
  });
}
