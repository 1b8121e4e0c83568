/** Spec §5 and §9; the server applies the same rules with the same messages. */
export const FEEDBACK_MAX_CHARACTERS = 300;
export const FEEDBACK_MAX_SCREENSHOTS = 6;

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;
const CHINESE = /\p{Script=Han}/u;

export type FeedbackErrorKey =
  | 'content.feedback.errors.contentRequired'
  | 'content.feedback.errors.contentTooLong'
  | 'content.feedback.errors.noEmoji'
  | 'content.feedback.errors.contactNoChinese'
  | 'content.feedback.errors.tooManyScreenshots';

/** Characters as a person counts them (an emoji or a Chinese character is one). */
export const characterCount = (text: string) => [...text].length;

export function validateFeedbackContent(content: string): FeedbackErrorKey | undefined {
  const text = content.trim();
  if (!text) return 'content.feedback.errors.contentRequired';
  if (characterCount(text) > FEEDBACK_MAX_CHARACTERS) return 'content.feedback.errors.contentTooLong';
  if (EMOJI.test(text)) return 'content.feedback.errors.noEmoji';
  return undefined;
}

export function validateFeedbackContact(contact: string): FeedbackErrorKey | undefined {
  return CHINESE.test(contact) ? 'content.feedback.errors.contactNoChinese' : undefined;
}

export function validateScreenshotCount(count: number): FeedbackErrorKey | undefined {
  return count > FEEDBACK_MAX_SCREENSHOTS ? 'content.feedback.errors.tooManyScreenshots' : undefined;
}
