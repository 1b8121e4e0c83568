import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql';
import { showToast } from '../toast/show-toast';
import type { SentRequest } from './service-form-parts';
import type { ServiceRequestSummaryFragment } from './service-request-summary';
import {
  fieldErrorsOf,
  sendWithAttachment,
  type FieldError,
  type FieldErrors,
  type ServiceContact,
  type ServiceKind,
} from './service-request-types';

/** What a form's submit mutation answers. */
export interface SubmissionPayload {
  inquiry?: { number: string } | null;
  serviceRequest?: FragmentType<typeof ServiceRequestSummaryFragment> | null;
  userErrors: readonly FieldError[];
}

/**
 * Sending a service request, the same for the three forms: with a file through the façade's multipart route, else
 * through the form's own GraphQL mutation. Field errors come back by field; a sent request clears the draft.
 */
export function useServiceSubmission(kind: ServiceKind, clearDraft: () => void) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<SentRequest | null>(null);

  function finish(request: SentRequest) {
    setSent(request);
    setFieldErrors({});
    setFile(null);
    clearDraft();
  }

  async function send(
    contact: ServiceContact,
    spec: object,
    requestKey: string,
    viaGraphql: () => Promise<SubmissionPayload | null | undefined>,
  ) {
    setSending(true);
    setFailure(null);
    try {
      if (file) {
        const answer = await sendWithAttachment(kind, contact, spec, file, requestKey);
        if (answer.code === 1 && answer.data)
          finish({ number: answer.data.inquiry.number, summary: answer.data.serviceRequest });
        else setFailure(answer.msg);
      } else {
        const payload = await viaGraphql();
        if (payload?.inquiry && payload.serviceRequest)
          finish({ number: payload.inquiry.number, summary: payload.serviceRequest });
        else if (payload) {
          setFieldErrors(fieldErrorsOf(payload.userErrors));
          setFailure(t('services.fixFields'));
        }
      }
    } catch {
      showToast(t('services.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  return { file, setFile, fieldErrors, setFieldErrors, failure, sending, sent, setSent, send };
}
