import { useEffect, useState } from 'react';
import type { FragmentType } from '../../gql';
import { currentLocale } from '../../i18n/i18n';
import { getSessionToken } from '../session/session-store';
import type { ServiceRequestSummaryFragment } from './service-request-summary';

export interface ServiceContact {
  projectName: string;
  companyName: string;
  companyAddress: string;
  contactName: string;
  contactPhone: string;
  message: string;
}

export const emptyContact: ServiceContact = {
  projectName: '',
  companyName: '',
  companyAddress: '',
  contactName: '',
  contactPhone: '',
  message: '',
};

/** Translated messages by field name (the last step of the error's path). */
export type FieldErrors = Partial<Record<string, string>>;

export interface FieldError {
  message: string;
  field?: readonly string[] | null;
}

/** The server's errors by field; errors without a field come back under `''`. */
export function fieldErrorsOf(errors: readonly FieldError[]): FieldErrors {
  const found: FieldErrors = {};
  for (const error of errors) {
    const name = error.field?.at(-1) ?? '';
    found[name] ??= error.message;
  }
  return found;
}

/** Whole numbers typed into a number input; anything else counts as missing. */
export function wholeNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number.NaN;
}

export type ServiceKind = 'PCB' | 'ASSEMBLY' | 'CUSTOM';

/** The façade's answer: the same inquiry and service request the GraphQL mutations return. */
export interface SentAnswer {
  code: number;
  msg: string;
  data: { inquiry: { number: string }; serviceRequest: FragmentType<typeof ServiceRequestSummaryFragment> } | null;
}

/** With an attachment the request goes through the façade's multipart route, which takes the file. */
export async function sendWithAttachment(
  kind: ServiceKind,
  contact: ServiceContact,
  spec: object,
  file: File,
  requestKey: string,
): Promise<SentAnswer> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('requestKey', requestKey);
  form.append('spec', JSON.stringify(spec));
  for (const [name, value] of Object.entries(contact)) form.append(name, value);
  form.append('file', file);
  const response = await fetch('/api/services/request', {
    method: 'POST',
    body: form,
    headers: { 'user-token': getSessionToken(), lang: currentLocale() },
  });
  return (await response.json()) as SentAnswer;
}

/** A random key for one submission (crypto.randomUUID needs a secure context; this does not). */
function newRequestKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readStored<T>(key: string, fallback: T): T {
  try {
    const saved = sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Form state kept in the tab's session storage, so a failed send, a trip to the login page or a reload loses
 * nothing the buyer typed; with the request key of this filling-in, so sending twice creates one request.
 */
export function useDraft<T extends object>(
  key: string,
  initial: T,
): { draft: T; setDraft: (next: T) => void; clearDraft: () => void; requestKey: string } {
  const storageKey = `service-draft:${key}`;
  const [state, setState] = useState(() => ({
    draft: { ...initial, ...readStored<Partial<T>>(storageKey, {}) },
    requestKey: readStored<string>(`${storageKey}:key`, '') || newRequestKey(),
  }));
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(state.draft));
      sessionStorage.setItem(`${storageKey}:key`, JSON.stringify(state.requestKey));
    } catch {
      // Storage full or disabled: the draft lives only in memory.
    }
  }, [storageKey, state]);
  return {
    draft: state.draft,
    requestKey: state.requestKey,
    setDraft: (next) => setState((current) => ({ ...current, draft: next })),
    clearDraft: () => setState({ draft: initial, requestKey: newRequestKey() }),
  };
}
