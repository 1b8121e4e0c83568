import { readFileSync } from 'node:fs';
import type { ManifestTransform } from 'workbox-build';
import { LOCALES } from '../src/i18n/supported-locales';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What the service worker precaches of the build's assets: the shell only, meaning the chunks a first visit to
 * the home page loads (with the shell translations of every language) and the connection note. The page chunks
 * stay out: precaching them would download every page of the shop on a first visit.
 */
const SHELL_SOURCES = [
  'index.html',
  'src/pages/index/index-page.tsx',
  'src/features/connection/app-status.tsx',
  ...LOCALES.map((locale) => `src/i18n/locales/${locale}.json?locale-bundle=shell`),
];

function shellFiles(manifestFile: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  SHELL_SOURCES.forEach(visit);
  return files;
}

/**
 * Keeps the shell's assets and the files beside index.html (icons, the offline page) in the precache list.
 * index.html itself stays out: the server renders it for each page, with that page's title and data.
 */
export function shellPrecache(manifestFile: string): ManifestTransform {
  return (entries) => {
    const shell = shellFiles(manifestFile);
    const manifest = entries.filter(({ url }) => (url.startsWith('assets/') ? shell.has(url) : url !== 'index.html'));
    return { manifest, warnings: [] };
  };
}
