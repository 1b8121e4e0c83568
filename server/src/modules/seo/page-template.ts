import type { Locale } from '../../platform/i18n/index.js';
import { escapeHtml } from './escaping.js';

/**
 * The built client's index.html cut once, at start-up, around what changes per page: the document's
 * language and the head's title and description. Rendering a page is then string concatenation.
 */
export interface PageTemplate {
  render(page: { locale: Locale; head: string }): string;
}

const titleElement = /<title>[\s\S]*?<\/title>\s*/i;
const descriptionMeta = /<meta\s+name=["']description["'][^>]*>\s*/i;
const htmlLang = /(<html\b[^>]*?)\s+lang=["'][^"']*["']/i;

export function parsePageTemplate(indexHtml: string): PageTemplate {
  const withoutDefaults = indexHtml.replace(titleElement, '').replace(descriptionMeta, '');
  const headEnd = withoutDefaults.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('index.html has no </head>: cannot add the page meta tags');
  const beforeHeadEnd = withoutDefaults.slice(0, headEnd).replace(htmlLang, '$1');
  const htmlStart = beforeHeadEnd.search(/<html\b/i);
  if (htmlStart < 0) throw new Error('index.html has no <html> element');
  const openTagName = htmlStart + '<html'.length;
  const beforeLang = beforeHeadEnd.slice(0, openTagName);
  const afterLang = beforeHeadEnd.slice(openTagName);
  const rest = withoutDefaults.slice(headEnd);
  return {
    render: ({ locale, head }) => `${beforeLang} lang="${escapeHtml(locale)}"${afterLang}${head}\n  ${rest}`,
  };
}
