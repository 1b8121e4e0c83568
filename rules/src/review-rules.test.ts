import { describe, expect, it } from 'vitest';
import { reviewContentProblem, reviewPhotoCountProblem, reviewRatingProblem } from './review-rules.js';

describe('review rules', () => {
  it('takes whole stars from 1 to 5', () => {
    expect([1, 3, 5].map(reviewRatingProblem)).toEqual([null, null, null]);
    for (const rating of [0, 6, 4.5, Number.NaN, -1]) expect(reviewRatingProblem(rating)).toBe('REVIEW_RATING_INVALID');
  });

  it('requires a text of at most 500 characters as a person counts them', () => {
    expect(reviewContentProblem('')).toBe('REVIEW_CONTENT_INVALID');
    expect(reviewContentProblem('好'.repeat(500))).toBeNull();
    expect(reviewContentProblem('👍'.repeat(500))).toBeNull();
    expect(reviewContentProblem('a'.repeat(501))).toBe('REVIEW_CONTENT_INVALID');
  });

  it('refuses a tenth photo', () => {
    expect(reviewPhotoCountProblem(9)).toBeNull();
    expect(reviewPhotoCountProblem(10)).toBe('REVIEW_TOO_MANY_PHOTOS');
  });
});
