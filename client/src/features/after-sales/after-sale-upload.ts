import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';

/** The envelope every façade route answers. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}

/** Sends a multipart form to an after-sales upload route with the session and language; answers the envelope. */
export async function postAfterSaleForm<T>(path: 'apply' | 'resubmit' | 'proof', form: FormData): Promise<Envelope<T>> {
  const response = await fetch(`/api/after-sale/${path}`, {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as Envelope<T>;
}
