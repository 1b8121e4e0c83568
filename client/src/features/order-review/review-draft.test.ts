import { describe, expect, it } from 'vitest';
import { addReviewPhotos, reviewDraftProblems, reviewLength } from './review-draft';

describe('review draft', () => {
  it('passes a rated review with a text and up to 9 photos', () => {
    expect(reviewDraftProblems({ rating: 5, content: 'Fine', photoCount: 9 })).toEqual([]);
  });

  it("names each broken rule with the server's message and its limit", () => {
    expect(reviewDraftProblems({ rating: 0, content: '   ', photoCount: 10 })).toEqual([
      { field: 'rating', key: 'rules.REVIEW_RATING_INVALID', params: {} },
      { field: 'content', key: 'rules.REVIEW_CONTENT_INVALID', params: { max: 500 } },
      { field: 'photos', key: 'rules.REVIEW_TOO_MANY_PHOTOS', params: { max: 9 } },
    ]);
    expect(reviewDraftProblems({ rating: 3, content: 'x'.repeat(501), photoCount: 0 })).toHaveLength(1);
  });

  it('counts characters as a person does, after trimming', () => {
    expect(reviewLength('  好的👍 ')).toBe(3);
    expect(reviewDraftProblems({ rating: 3, content: ` ${'好'.repeat(500)} `, photoCount: 0 })).toEqual([]);
  });

  it('adds photos up to 9 and says how many it left out', () => {
    expect(addReviewPhotos([1, 2], [3, 4])).toEqual({ photos: [1, 2, 3, 4], refused: 0 });
    const full = addReviewPhotos([1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11]);
    expect(full).toEqual({ photos: [1, 2, 3, 4, 5, 6, 7, 8, 9], refused: 2 });
    expect(addReviewPhotos(full.photos, [12])).toEqual({ photos: full.photos, refused: 1 });
  });
});
