import type { Locale } from '../../platform/i18n/index.js';

/** The poster's words in each language; `{{name}}` is the inviter's nickname, `{{code}}` their invitation code. */
export const posterTexts: Record<
  Locale,
  { tagline: string; headline: string; body: string; scanHint: string; codeLine: string; friend: string }
> = {
  'zh-CN': {
    tagline: '电子元器件 · PCB · 贴片 一站式采购',
    headline: '{{name}} 邀请您加入 CircuitMart',
    body: '注册即可采购海量现货元器件，阶梯价格清晰透明，发货快速。',
    scanHint: '扫描二维码注册',
    codeLine: '邀请码：{{code}}',
    friend: '您的好友',
  },
  'en-US': {
    tagline: 'Electronic components, PCB and assembly in one place',
    headline: '{{name}} invites you to CircuitMart',
    body: 'Sign up to buy parts from stock with clear price breaks and fast shipping.',
    scanHint: 'Scan the QR code to sign up',
    codeLine: 'Invitation code: {{code}}',
    friend: 'Your friend',
  },
  ru: {
    tagline: 'Электронные компоненты, печатные платы и монтаж в одном месте',
    headline: '{{name}} приглашает вас в CircuitMart',
    body: 'Зарегистрируйтесь: детали со склада, понятные цены и быстрая доставка.',
    scanHint: 'Отсканируйте QR-код, чтобы зарегистрироваться',
    codeLine: 'Код приглашения: {{code}}',
    friend: 'Ваш друг',
  },
  'es-ES': {
    tagline: 'Componentes electrónicos, PCB y montaje en un solo lugar',
    headline: '{{name}} le invita a CircuitMart',
    body: 'Regístrese para comprar piezas en stock con precios claros y envío rápido.',
    scanHint: 'Escanee el código QR para registrarse',
    codeLine: 'Código de invitación: {{code}}',
    friend: 'Su amigo',
  },
};

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
