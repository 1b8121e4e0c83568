import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { SHELL_SECTIONS } from '../src/i18n/shell-sections';

const bundleQuery = /\.json\?locale-bundle=(shell|pages)$/;

/**
 * Serves `locales/<lang>.json?locale-bundle=shell` and `?locale-bundle=pages`: the sections of one locale file the
 * first paint needs, and all the others. Translators keep one file per language; the browser downloads two.
 * Emitted as `JSON.parse` of a string, which engines parse faster than an object literal.
 */
export function localeBundlesPlugin(): Plugin {
  return {
    name: 'circuitmart-locale-bundles',
    enforce: 'pre',
    async load(id) {
      const match = bundleQuery.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const wantShell = match[1] === 'shell';
      const bundle = Object.fromEntries(
        Object.entries(messages).filter(([section]) => SHELL_SECTIONS.includes(section) === wantShell),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(bundle))});`;
    },
  };
}
