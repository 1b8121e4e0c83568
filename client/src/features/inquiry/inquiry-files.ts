import { INQUIRY_ATTACHMENT_MAX_BYTES, INQUIRY_ATTACHMENT_TYPES } from '@circuitmart/rules/text-limits';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';

/** The façade's answer: code 1 is success; anything else carries a translated `msg`. */
export interface InquiryAnswer<Data> {
  code: number;
  msg: string;
  data: Data | null;
}

/** Largest file an inquiry or reply takes, and the kinds it takes: the server's own limits. */
export const MAX_INQUIRY_FILE_BYTES = INQUIRY_ATTACHMENT_MAX_BYTES;
export const INQUIRY_FILE_TYPES: readonly string[] = INQUIRY_ATTACHMENT_TYPES;

/** Why a file would be refused before sending it ('type' or 'size'), or null when the server will take it. */
export function inquiryFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!INQUIRY_FILE_TYPES.includes(extension)) return 'type';
  if (file.size > MAX_INQUIRY_FILE_BYTES) return 'size';
  return null;
}

const headers = () => ({ 'user-token': getSessionToken(), lang: currentLocale() });

/** Posts a multipart form (files in field `file`) to an inquiry route of the façade. */
export async function postInquiryForm<Data>(
  path: string,
  fields: Record<string, string>,
  files: File[],
): Promise<InquiryAnswer<Data>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('file', file);
  const response = await fetch(path, { method: 'POST', body: form, headers: headers() });
  return (await response.json()) as InquiryAnswer<Data>;
}

/**
 * Downloads an inquiry file (the buyer's attachment or a reply file) the façade hands over base64-encoded after
 * checking who asks; saves it under its name. Answers the failure message, or null on success.
 */
export async function downloadInquiryFile(path: string): Promise<string | null> {
  const response = await fetch(path, { headers: headers() });
  const answer = (await response.json()) as InquiryAnswer<{ filename: string; contentType: string; base64: string }>;
  if (answer.code !== 1 || !answer.data) return answer.msg || 'error';
  const binary = atob(answer.data.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: answer.data.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.data.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
