import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';

/** The façade's answer (spec §3): code 1 is success; anything else carries a translated `msg`. */
export interface UploadAnswer<Data> {
  code: number;
  msg: string;
  data: Data | null;
}

/**
 * Sends one image to a façade upload route (multipart field `file`) with the session and locale
 * headers every call carries. The server checks the content and size and answers a translated `msg`.
 */
export async function uploadImage<Data>(path: string, file: File): Promise<UploadAnswer<Data>> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as UploadAnswer<Data>;
}
