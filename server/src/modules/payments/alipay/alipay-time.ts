/** Alipay writes and reads times as `yyyy-MM-dd HH:mm:ss` in Beijing time (UTC+8, no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3600_000;

export function formatAlipayTime(date: Date): string {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of an Alipay time, or undefined when the text is not one. */
export function parseAlipayTime(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(time) ? undefined : new Date(time);
}
