import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { graphqlDocumentsPlugin } from './build/graphql-documents-plugin';
import { localeBundlesPlugin } from './build/locale-bundles-plugin';
import { offlinePagePlugin } from './build/offline-page-plugin';
import { shellPrecache } from './build/shell-precache';

const apiServer = 'http://localhost:4000';

/**
 * Mantine components the layout and home page use. Only these join the shared Mantine chunk: a component that only
 * some account page needs stays in that page's chunk instead of growing every visitor's first download. The phone
 * menu's Drawer (with its overlay, portal, transition and scroll area) loads when the menu first opens, and the account
 * menu's NavLink (with Collapse) when it first opens.
 */
const sharedMantineComponents = new Set(
  'ActionIcon Alert Anchor Badge Box Burger Button Card Center CloseButton Code Container Grid Group Image Indicator Input InputBase Loader NativeSelect Paper SimpleGrid Skeleton Stack Text TextInput Title UnstyledButton VisuallyHidden'.split(
    ' ',
  ),
);

/** Helpers of Mantine's that the group takes along, in Mantine's own versions only: the API explorer brings others. */
const mantineHelpers = /^(@floating-ui\/.+|clsx)$/;

/** The package folder `name` resolves to from `from`, as Node resolves it (pnpm links each dependency beside it). */
function resolvedFolder(from: string, name: string): string | undefined {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  return undefined;
}

/** The real folders of @mantine/core's own helper packages, in the versions it depends on, transitively. */
function mantineHelperFolders(): string[] {
  const folders = new Set<string>();
  const visit = (folder: string) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const found = mantineHelpers.test(name) ? resolvedFolder(folder, name) : undefined;
      if (found && !folders.has(found)) {
        folders.add(found);
        visit(found);
      }
    }
  };
  visit(resolvedFolder(fileURLToPath(new URL('.', import.meta.url)), '@mantine/core')!);
  return [...folders].map((folder) => folder + path.sep);
}
const sharedMantineHelperFolders = mantineHelperFolders();

function isSharedMantineModule(id: string): boolean {
  if (!/[\\/]node_modules[\\/]@mantine[\\/]/.test(id)) {
    return sharedMantineHelperFolders.some((folder) => id.startsWith(folder));
  }
  // The charts (and recharts under them) are for the staff dashboard only: they stay in its chunk. Toasts and the
  // loading bar load the first time they show (features/deferred).
  if (/[\\/]@mantine[\\/](charts|notifications|nprogress)[\\/]/.test(id)) return false;
  // Hooks and the inline-input helper go where their importers are: in the group, every hook any page uses (drag,
  // collapse, ...) would load on every first visit.
  if (/[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]utils[\\/])/.test(id)) return false;
  const component = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return component === undefined || sharedMantineComponents.has(component);
}

/** Libraries that change rarely get chunks of their own, so a release of the shop's code keeps them cached. */
const vendorChunks: { name: string; test: RegExp | ((id: string) => boolean) }[] = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
  // The positioning library of popovers, before Mantine's group: the API explorer's menus use it, and ScrollArea
  // (in the group) takes only a ref helper of @floating-ui/react. Captured with Mantine, all of it would load on
  // every first visit.
  { name: 'vendor-floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/](react-dom|dom|core)[\\/]/ },
  { name: 'vendor-mantine', test: isSharedMantineModule },
  // graphql and graphql-ws stay out of this group: graphql-ws loads with the first subscription, and a
  // group would pull it (and the parts of graphql only it uses) into the home page's download.
  {
    name: 'vendor-apollo',
    test: /[\\/]node_modules[\\/](@apollo|@wry|rxjs|optimism|tslib|@graphql-typed-document-node)[\\/]/,
  },
  { name: 'vendor-i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig({
  plugins: [
    localeBundlesPlugin(),
    react(),
    // Turns each graphql(`...`) call into an import of that one generated document, so a page bundles only the
    // operations it uses instead of the map of every operation in src/gql/gql.ts.
    babel({
      include: /[\\/]src[\\/].*\.tsx?$/,
      exclude: /[\\/]src[\\/]gql[\\/]/,
      plugins: [[babelOptimizerPlugin, { artifactDirectory: './src/gql', gqlTagName: 'graphql' }]],
    }),
    graphqlDocumentsPlugin(),
    // Brotli and gzip copies beside each asset, written once at build time: the server sends the one the browser
    // takes (index.html is rendered per page, so it is not among them).
    compression({ include: /\.(js|mjs|css|svg|json)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
    offlinePagePlugin(),
    // The installable app of the specification. Its worker is registered after the first paint
    // (features/pwa/service-worker.ts) and a new build's worker waits for the visitor's "reload" (`prompt`).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'CircuitMart',
        short_name: 'CircuitMart',
        description: 'Electronic components, PCB manufacturing and assembly',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#e51c23',
        background_color: '#242424',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Shows web pushes and opens their page (public/push-handler.js; docs/notifications.md).
        importScripts: ['/push-handler.js'],
        manifestTransforms: [shellPrecache(fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url)))],
        // Pages come from the server (each with its own title and data) or, without a network, the offline page.
        // GraphQL, the REST façade and media have no route here: the worker never answers them from a cache.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
      },
    }),
  ],
  resolve: {
    // The rules shared with the server are bundled from their sources, as tsconfig.json's `paths` says.
    alias: [
      {
        find: /^@circuitmart\/rules\/(.+)$/,
        replacement: fileURLToPath(new URL('../rules/src/$1.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/graphql': { target: apiServer, ws: true, changeOrigin: true },
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
      '/healthz': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // The vendor chunks of the shell load with the first page whatever it is, so a lazy page need not list them for
      // preloading (the list of every lazy import's dependencies is part of the first download).
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((file) => !/(^|\/)vendor-(react|router|mantine|apollo|i18n)-/.test(file)),
    },
    // scripts/measure-bundle.mjs reads the manifest to find what the home route loads.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
