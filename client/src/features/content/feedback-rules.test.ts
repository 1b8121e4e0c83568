import { describe, expect, it } from 'vitest';
import { validateFeedbackContact, validateFeedbackContent, validateScreenshotCount } from './feedback-rules';

describe('feedback rules', () => {
  it('requires content of at most 300 characters without emoji', () => {
    expect(validateFeedbackContent('  ')).toBe('content.feedback.errors.contentRequired');
    expect(validateFeedbackContent('页'.repeat(300))).toBeUndefined();
    expect(validateFeedbackContent('a'.repeat(301))).toBe('content.feedback.errors.contentTooLong');
    expect(validateFeedbackContent('Great shop 👍')).toBe('content.feedback.errors.noEmoji');
    expect(validateFeedbackContent('Flag 🇨🇳')).toBe('content.feedback.errors.noEmoji');
  });

  it('refuses Chinese in the contact and a seventh screenshot', () => {
    expect(validateFeedbackContact('微信 abc')).toBe('content.feedback.errors.contactNoChinese');
    expect(validateFeedbackContact('+86 138 0000 0000')).toBeUndefined();
    expect(validateScreenshotCount(6)).toBeUndefined();
    expect(validateScreenshotCount(7)).toBe('content.feedback.errors.tooManyScreenshots');
  });
});
