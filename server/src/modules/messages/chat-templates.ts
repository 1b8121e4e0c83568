import type { LocalizedText } from '../../platform/i18n/index.js';

/** What the chat module tells a customer when support answers: `{{agent}}` is who answered, `{{text}}` its start. */
export const chatTemplates = {
  chatReplied: {
    title: {
      'zh-CN': '客服回复了您',
      'en-US': 'Customer service replied',
      ru: 'Служба поддержки ответила',
      'es-ES': 'Atención al cliente respondió',
    },
    body: {
      'zh-CN': '{{agent}}：{{text}}',
      'en-US': '{{agent}}: {{text}}',
      ru: '{{agent}}: {{text}}',
      'es-ES': '{{agent}}: {{text}}',
    },
  },
  chatRepliedImage: {
    title: {
      'zh-CN': '客服回复了您',
      'en-US': 'Customer service replied',
      ru: 'Служба поддержки ответила',
      'es-ES': 'Atención al cliente respondió',
    },
    body: {
      'zh-CN': '{{agent}} 发送了一张图片',
      'en-US': '{{agent}} sent an image',
      ru: '{{agent}} отправил(а) изображение',
      'es-ES': '{{agent}} envió una imagen',
    },
  },
} satisfies Record<string, { title: LocalizedText; body: LocalizedText }>;
