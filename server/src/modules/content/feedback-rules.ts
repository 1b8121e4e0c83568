import {
  CONTACT_MAX_CHARACTERS,
  FEEDBACK_MAX_CHARACTERS,
  characterCount,
  feedbackContactProblem,
  feedbackContentProblem,
} from '@circuitmart/rules/feedback-rules';
import { DomainError, type ErrorParams } from '../../platform/errors/index.js';

/** The feedback's content and contact, trimmed, or the error the user sees (the rules and wording the form shares). */
export function checkFeedback(input: { content: string; contact?: string | null }): {
  content: string;
  contact: string | null;
} {
  const content = input.content.trim();
  const contentProblem = feedbackContentProblem(content);
  if (contentProblem) {
    const params: ErrorParams = contentProblem === 'FEEDBACK_CONTENT_TOO_LONG' ? { max: FEEDBACK_MAX_CHARACTERS } : {};
    throw new DomainError(contentProblem, { params, field: ['input', 'content'] });
  }
  const contact = input.contact?.trim() ?? '';
  const contactProblem = feedbackContactProblem(contact);
  if (contactProblem) throw new DomainError(contactProblem, { field: ['input', 'contact'] });
  if (characterCount(contact) > CONTACT_MAX_CHARACTERS)
    throw new DomainError('INVALID_INPUT', { params: { field: 'contact' }, field: ['input', 'contact'] });
  return { content, contact: contact || null };
}
