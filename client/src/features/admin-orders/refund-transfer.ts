import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';

/** The proof a bank-transfer refund needs: at least one image of the transfer receipt, at most 6 (as for remittances). */
export const MIN_TRANSFER_PROOFS = 1;
export const MAX_TRANSFER_PROOFS = 6;
export const TRANSFER_PROOF_TYPES = 'image/png,image/jpeg,image/webp';

/** Why the chosen proofs cannot be sent yet ('none' or 'tooMany'), or null when their count is right. */
export function transferProofProblem(files: readonly File[]): 'none' | 'tooMany' | null {
  if (files.length < MIN_TRANSFER_PROOFS) return 'none';
  if (files.length > MAX_TRANSFER_PROOFS) return 'tooMany';
  return null;
}

/** The façade's envelope: code 1 is success; otherwise `msg` is the server's translated reason. */
export interface TransferAnswer {
  code: number;
  msg: string;
}

/** Confirms that staff sent a bank-transfer refund, with the receipts (multipart, images in fields named `file`). */
export async function confirmRefundTransfer(refundId: string, proofs: readonly File[]): Promise<TransferAnswer> {
  const form = new FormData();
  form.append('refund_id', refundId);
  for (const proof of proofs) form.append('file', proof);
  const response = await fetch('/api/admin/refund/confirm-transfer', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as TransferAnswer;
}
