/** A session's device as a person recognises it: the browser and the operating system its user agent names. */
export interface DeviceSummary {
  browser: string | undefined;
  os: string | undefined;
}

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPhone and iPad before Mac (their agents say "like Mac OS X"), Android before Linux. */
const operatingSystems: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, candidates: readonly (readonly [RegExp, string])[]): string | undefined {
  return candidates.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function summarizeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  if (!userAgent) return { browser: undefined, os: undefined };
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, operatingSystems) };
}
