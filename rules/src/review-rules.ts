import type { RuleMessage } from './rule-messages.js';

/**
 * Specification §3, §5 and §9: a review has a rating of 1 to 5 stars, a text and at most 9 photos. The server
 * refuses a review by these rules; the review form checks them before sending. Each check answers the code of the
 * broken rule (a code of the server's error catalogue) or null. "More than 10 characters earns points" is only
 * recorded (the server's earnsPoints flag) until the points ledger exists: no screen promises it.
 */
export const REVIEW_MAX_PHOTOS = 9;
export const REVIEW_CONTENT_MAX = 500;
/** A review longer than this earns points once points exist (spec §5). */
export const REVIEW_POINTS_MIN_CHARACTERS = 10;

export type ReviewRuleCode = keyof typeof reviewRuleMessages;

/** Characters as a person counts them (an emoji or a Chinese character is one). */
const characterCount = (text: string) => [...text].length;

export function reviewRatingProblem(rating: number): 'REVIEW_RATING_INVALID' | null {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? null : 'REVIEW_RATING_INVALID';
}

/** The review's text, trimmed: required, at most 500 characters. */
export function reviewContentProblem(content: string): 'REVIEW_CONTENT_INVALID' | null {
  return content && characterCount(content) <= REVIEW_CONTENT_MAX ? null : 'REVIEW_CONTENT_INVALID';
}

export function reviewPhotoCountProblem(count: number): 'REVIEW_TOO_MANY_PHOTOS' | null {
  return count > REVIEW_MAX_PHOTOS ? 'REVIEW_TOO_MANY_PHOTOS' : null;
}

export const reviewRuleMessages = {
  REVIEW_RATING_INVALID: {
    'zh-CN': '请选择1到5星的评分',
    'en-US': 'Please rate from 1 to 5 stars',
    ru: 'Поставьте оценку от 1 до 5 звёзд',
    'es-ES': 'Valore de 1 a 5 estrellas',
  },
  REVIEW_CONTENT_INVALID: {
    'zh-CN': '请填写评价内容，最多{{max}}个字',
    'en-US': 'Please write your review, at most {{max}} characters',
    ru: 'Напишите отзыв, не более {{max}} символов',
    'es-ES': 'Escriba su opinión, como máximo {{max}} caracteres',
  },
  REVIEW_TOO_MANY_PHOTOS: {
    'zh-CN': '最多上传{{max}}张图片',
    'en-US': 'At most {{max}} photos',
    ru: 'Не более {{max}} фотографий',
    'es-ES': 'Como máximo {{max}} fotos',
  },
} as const satisfies Record<string, RuleMessage>;
