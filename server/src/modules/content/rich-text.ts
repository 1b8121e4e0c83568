import sanitizeHtml from 'sanitize-html';

/** Images may only come from the shop's own media folder (uploads and package drawings). */
const OWN_MEDIA = /^\/media\/[\w./-]+$/;

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // `rel` and `target` of links are set by the transform below, whatever the input said.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
};

/**
 * Staff-written HTML reduced to a safe subset: headings, paragraphs, lists, tables, links (opened with
 * rel=noopener) and images from our own `/media` path. Scripts, event handlers and styles never survive.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

/** The text of sanitized HTML without tags, blocks separated by blank lines (previews, search). */
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(/<\/(p|h2|h3|h4|li|tr|blockquote)>|<br\s*\/?>/gi, '$&\n\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]*\n\s*\n\s*/g, '\n\n')
    .trim();
}

/** Plain paragraphs (blank-line separated) as HTML, escaped: for seeded texts written without markup. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
