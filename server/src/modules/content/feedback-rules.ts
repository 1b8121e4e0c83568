import { DomainError } from '../../platform/errors/index.js';

/** Specification §5 and §9: feedback has at most 300 characters and 6 screenshots. */
export const FEEDBACK_MAX_CHARACTERS = 300;
export const FEEDBACK_MAX_SCREENSHOTS = 6;
export const CONTACT_MAX_CHARACTERS = 100;
export const REPLY_MAX_CHARACTERS = 1000;

/** Emoji (pictographs, flags, keycaps and their joiners); the client uses the same pattern. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;
const CHINESE = /\p{Script=Han}/u;

/** Characters as a person counts them (an emoji or a Chinese character is one). */
const characterCount = (text: string) => [...text].length;

/** The feedback's content and contact, trimmed, or the error the user sees (same wording as the client). */
export function checkFeedback(input: { content: string; contact?: string | null }): {
  content: string;
  contact: string | null;
} {
  const content = input.content.trim();
  if (!content) throw new DomainError('FEEDBACK_CONTENT_REQUIRED', { field: ['input', 'content'] });
  if (characterCount(content) > FEEDBACK_MAX_CHARACTERS)
    throw new DomainError('FEEDBACK_CONTENT_TOO_LONG', {
      params: { max: FEEDBACK_MAX_CHARACTERS },
      field: ['input', 'content'],
    });
  if (EMOJI.test(content)) throw new DomainError('FEEDBACK_NO_EMOJI', { field: ['input', 'content'] });
  const contact = input.contact?.trim() ?? '';
  if (CHINESE.test(contact)) throw new DomainError('FEEDBACK_CONTACT_NO_CHINESE', { field: ['input', 'contact'] });
  if (characterCount(contact) > CONTACT_MAX_CHARACTERS)
    throw new DomainError('INVALID_INPUT', { params: { field: 'contact' }, field: ['input', 'contact'] });
  return { content, contact: contact || null };
}
