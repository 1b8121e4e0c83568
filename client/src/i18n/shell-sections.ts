/**
 * Top-level sections of the locale files that the layout and the home page use. They load before the first paint;
 * every other section loads with the first page that is not home (see i18n.ts), so the text of account, cart or
 * order pages is not part of a first visit's download. A test checks that the code the home route imports uses
 * only these sections.
 */
export const SHELL_SECTIONS: readonly string[] = [
  'header',
  'account',
  'footer',
  'home',
  'search',
  'product',
  'errors',
  'errorScreen',
  'notFound',
  'pages',
  // The connection note and the update prompt beside every page.
  'connection',
];
