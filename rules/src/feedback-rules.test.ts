import { describe, expect, it } from 'vitest';
import { feedbackContactProblem, feedbackContentProblem, screenshotCountProblem } from './feedback-rules.js';

describe('feedback rules', () => {
  it('requires content of at most 300 characters without emoji', () => {
    expect(feedbackContentProblem('')).toBe('FEEDBACK_CONTENT_REQUIRED');
    expect(feedbackContentProblem('页'.repeat(300))).toBeNull();
    expect(feedbackContentProblem('a'.repeat(301))).toBe('FEEDBACK_CONTENT_TOO_LONG');
    expect(feedbackContentProblem('Great shop 👍')).toBe('FEEDBACK_NO_EMOJI');
    expect(feedbackContentProblem('Flag 🇨🇳')).toBe('FEEDBACK_NO_EMOJI');
  });

  it('refuses Chinese in the contact and a seventh screenshot', () => {
    expect(feedbackContactProblem('微信 abc')).toBe('FEEDBACK_CONTACT_NO_CHINESE');
    expect(feedbackContactProblem('+86 138 0000 0000')).toBeNull();
    expect(screenshotCountProblem(6)).toBeNull();
    expect(screenshotCountProblem(7)).toBe('FEEDBACK_TOO_MANY_SCREENSHOTS');
  });
});
