import { useRefetchOnPush } from '../apollo/use-refetch-on-push';
import { useSession } from '../session/use-session';
import { WithdrawalStatusChangedSubscription } from './wallet-operations';

/** Refreshes the wallet's withdrawals and records whenever staff decide one of the user's withdrawals. */
export function useLiveWithdrawals(): void {
  const { token } = useSession();
  useRefetchOnPush(WithdrawalStatusChangedSubscription, ['MyWithdrawals', 'WalletRecords'], Boolean(token));
}
