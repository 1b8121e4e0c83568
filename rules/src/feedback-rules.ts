import type { RuleMessage } from './rule-messages.js';

/**
 * Specification §5 and §9: feedback has at most 300 characters, no emoji, and at most 6 screenshots; its contact
 * holds no Chinese characters. The server refuses feedback by these rules; the feedback form checks them before
 * sending. Each check answers the code of the broken rule (a code of the server's error catalogue) or null.
 */
export const FEEDBACK_MAX_CHARACTERS = 300;
export const FEEDBACK_MAX_SCREENSHOTS = 6;
export const CONTACT_MAX_CHARACTERS = 100;
export const REPLY_MAX_CHARACTERS = 1000;

/** Emoji (pictographs, flags, keycaps and their joiners). */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{20E3}]/u;
const CHINESE = /\p{Script=Han}/u;

export type FeedbackRuleCode = keyof typeof feedbackRuleMessages;

/** Characters as a person counts them (an emoji or a Chinese character is one). */
export const characterCount = (text: string) => [...text].length;

/** The feedback's text, trimmed. */
export function feedbackContentProblem(
  content: string,
): 'FEEDBACK_CONTENT_REQUIRED' | 'FEEDBACK_CONTENT_TOO_LONG' | 'FEEDBACK_NO_EMOJI' | null {
  if (!content) return 'FEEDBACK_CONTENT_REQUIRED';
  if (characterCount(content) > FEEDBACK_MAX_CHARACTERS) return 'FEEDBACK_CONTENT_TOO_LONG';
  if (EMOJI.test(content)) return 'FEEDBACK_NO_EMOJI';
  return null;
}

export function feedbackContactProblem(contact: string): 'FEEDBACK_CONTACT_NO_CHINESE' | null {
  return CHINESE.test(contact) ? 'FEEDBACK_CONTACT_NO_CHINESE' : null;
}

export function screenshotCountProblem(count: number): 'FEEDBACK_TOO_MANY_SCREENSHOTS' | null {
  return count > FEEDBACK_MAX_SCREENSHOTS ? 'FEEDBACK_TOO_MANY_SCREENSHOTS' : null;
}

export const feedbackRuleMessages = {
  FEEDBACK_CONTENT_REQUIRED: {
    'zh-CN': '请填写反馈内容',
    'en-US': 'Please describe your feedback',
    ru: 'Опишите, пожалуйста, ваш отзыв',
    'es-ES': 'Describa su comentario, por favor',
  },
  FEEDBACK_CONTENT_TOO_LONG: {
    'zh-CN': '反馈内容最多 {{max}} 个字',
    'en-US': 'Feedback has at most {{max}} characters',
    ru: 'Отзыв — не более {{max}} символов',
    'es-ES': 'El comentario tiene como máximo {{max}} caracteres',
  },
  FEEDBACK_NO_EMOJI: {
    'zh-CN': '反馈内容不能包含表情符号',
    'en-US': 'Feedback must not contain emoji',
    ru: 'Отзыв не должен содержать эмодзи',
    'es-ES': 'El comentario no debe contener emojis',
  },
  FEEDBACK_CONTACT_NO_CHINESE: {
    'zh-CN': '联系方式不能包含中文',
    'en-US': 'The contact must not contain Chinese characters',
    ru: 'Контакт не должен содержать китайских иероглифов',
    'es-ES': 'El contacto no debe contener caracteres chinos',
  },
  FEEDBACK_TOO_MANY_SCREENSHOTS: {
    'zh-CN': '最多上传 {{max}} 张截图',
    'en-US': 'Upload at most {{max}} screenshots',
    ru: 'Загрузите не более {{max}} снимков экрана',
    'es-ES': 'Suba como máximo {{max}} capturas de pantalla',
  },
} as const satisfies Record<string, RuleMessage>;
