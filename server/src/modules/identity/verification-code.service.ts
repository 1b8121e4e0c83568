import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { RequestContext } from '../../platform/auth/index.js';
import { DomainError } from '../../platform/errors/index.js';
import type { Locale, LocalizedText } from '../../platform/i18n/index.js';
import type { Clock } from '../../platform/jobs/clock.js';
import type { MessageDelivery, SmsProvider } from '../../platform/mail/message-delivery.js';
import type { AccountAddress } from './account-address.js';
import { VerificationCode, type VerificationPurpose } from './identity.entities.js';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_WRONG_TRIES = 5;
export const HOURLY_CODES_PER_ADDRESS = 10;
/** Codes one network address may ask for in an hour unless configured (VERIFICATION_CODES_PER_IP_PER_HOUR). */
export const HOURLY_CODES_PER_IP = 60;
const HOUR_MS = 60 * 60_000;

const subject: LocalizedText = {
  'zh-CN': 'CircuitMart 验证码',
  'en-US': 'Your CircuitMart verification code',
  ru: 'Код подтверждения CircuitMart',
  'es-ES': 'Su código de verificación de CircuitMart',
};

const body: LocalizedText = {
  'zh-CN': '您的验证码是 {{code}}，10 分钟内有效。如非本人操作，请忽略。',
  'en-US':
    'Your verification code is {{code}}. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
  ru: 'Ваш код подтверждения: {{code}}. Он действует 10 минут. Если вы его не запрашивали, проигнорируйте это сообщение.',
  'es-ES':
    'Su código de verificación es {{code}}. Es válido durante 10 minutos. Si no lo ha solicitado, ignore este mensaje.',
};

function messageText(text: LocalizedText, locale: Locale, code: string): string {
  return text[locale].replace('{{code}}', code);
}

/** The code is hashed with its address, so a copy of the table reveals no usable code. */
function codeHash(address: string, code: string): string {
  return createHash('sha256').update(`${address}\n${code}`).digest('hex');
}

export interface SentCode {
  expiresInSeconds: number;
  resendInSeconds: number;
}

/**
 * Six-digit codes sent by e-mail or SMS: valid for 10 minutes, single use, at most one per address
 * every 60 s, burnt after 5 wrong tries, and limited per address and per IP within any hour.
 */
export class VerificationCodeService {
  constructor(
    private readonly clock: Clock,
    private readonly email: MessageDelivery,
    private readonly sms: SmsProvider,
    private readonly codesPerIpPerHour: number,
  ) {}

  async send(
    ctx: RequestContext,
    address: AccountAddress,
    purpose: VerificationPurpose,
    field: string[],
  ): Promise<SentCode> {
    const now = this.clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const latest = await ctx.em.findOne(VerificationCode, { address: address.value }, { orderBy: { id: 'desc' } });
    const resendAt = latest ? latest.createdAt.getTime() + RESEND_INTERVAL_MS : 0;
    if (resendAt > now.getTime()) {
      const seconds = Math.ceil((resendAt - now.getTime()) / 1000);
      throw new DomainError('VERIFICATION_CODE_RESEND_WAIT', { params: { seconds }, field });
    }
    const sentToAddress = await ctx.em.count(VerificationCode, { address: address.value, createdAt: { $gt: hourAgo } });
    if (sentToAddress >= HOURLY_CODES_PER_ADDRESS) throw new DomainError('VERIFICATION_ADDRESS_LIMIT', { field });
    if (ctx.ip) {
      const sentToIp = await ctx.em.count(VerificationCode, { requesterIp: ctx.ip, createdAt: { $gt: hourAgo } });
      if (sentToIp >= this.codesPerIpPerHour) throw new DomainError('VERIFICATION_IP_LIMIT', { field });
    }

    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const codeId = await ctx.em.insert(VerificationCode, {
      address: address.value,
      purpose,
      codeHash: codeHash(address.value, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      attempts: 0,
      consumedAt: null,
      requesterIp: ctx.ip ?? null,
    });
    const text = messageText(body, ctx.locale, code);
    if (address.kind === 'email') {
      await this.email.sendEmail({ recipient: address.value, subject: subject[ctx.locale], body: text }, ctx.em);
    } else {
      const template = { kind: 'verification-code', params: { code } } as const;
      try {
        await this.sms.sendSms({ recipient: address.value, body: text, template }, ctx.em);
      } catch (error) {
        // A code the provider refused to send never reached the phone: it must not hold back the next request.
        await ctx.em.nativeDelete(VerificationCode, { id: codeId });
        throw error;
      }
    }
    return { expiresInSeconds: CODE_LIFETIME_MS / 1000, resendInSeconds: RESEND_INTERVAL_MS / 1000 };
  }

  /**
   * Uses up the newest code of the address for the purpose, or throws why it cannot. A wrong code
   * counts a try with one conditional update, so concurrent guesses cannot exceed the limit.
   */
  async consume(
    ctx: RequestContext,
    address: AccountAddress,
    purpose: VerificationPurpose,
    code: string,
    field: string[],
  ): Promise<void> {
    const now = this.clock.now();
    const latest = await ctx.em.findOne(
      VerificationCode,
      { address: address.value, purpose },
      { orderBy: { id: 'desc' } },
    );
    if (!latest || latest.consumedAt || latest.attempts >= MAX_WRONG_TRIES) {
      throw new DomainError('VERIFICATION_CODE_REQUEST_NEW', { field });
    }
    if (latest.expiresAt.getTime() <= now.getTime()) throw new DomainError('VERIFICATION_CODE_EXPIRED', { field });

    const presented = Buffer.from(codeHash(address.value, code.trim()), 'hex');
    if (!timingSafeEqual(presented, Buffer.from(latest.codeHash, 'hex'))) {
      const counted = await ctx.em.nativeUpdate(
        VerificationCode,
        { id: latest.id, attempts: { $lt: MAX_WRONG_TRIES } },
        { attempts: raw('attempts + 1') },
      );
      throw new DomainError(counted === 0 ? 'VERIFICATION_CODE_REQUEST_NEW' : 'VERIFICATION_CODE_WRONG', { field });
    }
    const consumed = await ctx.em.nativeUpdate(
      VerificationCode,
      { id: latest.id, consumedAt: null, attempts: { $lt: MAX_WRONG_TRIES } },
      { consumedAt: now },
    );
    if (consumed === 0) throw new DomainError('VERIFICATION_CODE_REQUEST_NEW', { field });
  }
}
