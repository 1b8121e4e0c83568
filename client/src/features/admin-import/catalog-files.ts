import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';

/** The façade's answer to an upload: code 1 is success; anything else carries a translated `msg`. */
interface UploadAnswer {
  code: number;
  msg: string;
  data: { id: string } | null;
}

const headers = () => ({ 'user-token': getSessionToken(), lang: currentLocale() });

/** Sends a price list (multipart, not GraphQL: files are not base64-inflated); answers the import's id or the error. */
export async function uploadPriceList(file: File): Promise<{ id: string } | { error: string }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/admin/catalog/import/upload', { method: 'POST', body: form, headers: headers() });
  const answer = (await response.json()) as UploadAnswer;
  return answer.code === 1 && answer.data ? { id: answer.data.id } : { error: answer.msg };
}

/** Downloads a file the façade answers as an attachment (the error report, the export) under `filename`. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetch(path, { headers: headers() });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
