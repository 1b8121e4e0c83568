import {
  REVIEW_CONTENT_MAX,
  REVIEW_MAX_PHOTOS,
  reviewContentProblem,
  reviewPhotoCountProblem,
  reviewRatingProblem,
  type ReviewRuleCode,
} from '@circuitmart/rules/review-rules';

/** What the review form holds before sending. */
export interface ReviewDraft {
  rating: number;
  content: string;
  photoCount: number;
}

/** A broken rule as the form shows it: the server's own message (`rules.<code>`) with its limit. */
export interface ReviewProblem {
  field: 'rating' | 'content' | 'photos';
  key: `rules.${ReviewRuleCode}`;
  params: { max?: number };
}

/** Characters as a person counts them, of the text the server keeps (trimmed). */
export const reviewLength = (content: string) => Array.from(content.trim()).length;

/** The rules the server applies (@circuitmart/rules/review-rules), checked before sending; empty when all hold. */
export function reviewDraftProblems({ rating, content, photoCount }: ReviewDraft): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  const rated = reviewRatingProblem(rating);
  if (rated) problems.push({ field: 'rating', key: `rules.${rated}`, params: {} });
  const written = reviewContentProblem(content.trim());
  if (written) problems.push({ field: 'content', key: `rules.${written}`, params: { max: REVIEW_CONTENT_MAX } });
  const counted = reviewPhotoCountProblem(photoCount);
  if (counted) problems.push({ field: 'photos', key: `rules.${counted}`, params: { max: REVIEW_MAX_PHOTOS } });
  return problems;
}

/**
 * Adds picked photos up to the limit. `refused` counts those left out, so the form can say why rather than drop
 * them silently.
 */
export function addReviewPhotos<T>(current: readonly T[], picked: readonly T[]): { photos: T[]; refused: number } {
  const photos = [...current, ...picked].slice(0, REVIEW_MAX_PHOTOS);
  return { photos, refused: current.length + picked.length - photos.length };
}
