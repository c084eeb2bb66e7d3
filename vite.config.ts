import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The service worker source lives in sw/ (injectManifest): the precache manifest is injected into it at
// build time. registerType 'prompt' because an automatic update could reload over unsaved edits; the
// app registers the worker itself (src/lib/pwa.ts, workbox-window), hence injectRegister false.
// The icons in public/ are made from public/icon.svg by scripts/icons.mjs and committed.
// A release label in the shell when BRIEFSMITH_BUILD_ID is set: two builds of the same source then
// differ, as two releases do (the end-to-end update test deploys one over the other).
function buildId(): Plugin {
  const id = process.env.BRIEFSMITH_BUILD_ID;
  return {
    name: 'briefsmith-build-id',
    transformIndexHtml: () => (id ? [{ tag: 'meta', attrs: { name: 'briefsmith-build', content: id } }] : []),
  };
}

// React ships as CommonJS. Rolldown reaches a CommonJS module's named exports through a getter on every
// use (rolldown/rolldown#8719), and React's jsx and hooks are called thousands of times a render: about
// a tenth of the script time of a dashboard find went to those getters. This re-exports them once as
// plain ES bindings; every import of `react` and `react/jsx-runtime` (libraries included) gets these.
const REACT_ESM = '\0react-esm:';
function reactAsEsm(): Plugin {
  const modules = new Set(['react', 'react/jsx-runtime']);
  const require = createRequire(import.meta.url);
  return {
    name: 'briefsmith-react-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      // CommonJS requires (react-dom) keep the module itself: they read it once.
      const required = (options as { kind?: string }).kind === 'require-call';
      if (modules.has(id) && !required && !importer?.startsWith(REACT_ESM)) return REACT_ESM + id;
    },
    load(id) {
      if (!id.startsWith(REACT_ESM)) return;
      const name = id.slice(REACT_ESM.length);
      const exported = Object.keys(require(name) as object).filter(
        (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
      );
      return [
        `import m from ${JSON.stringify(name)};`,
        'export default m;',
        ...exported.map((key) => `export const ${key} = m.${key};`),
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    buildId(),
    reactAsEsm(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Briefsmith — Creative Brief Generator',
        short_name: 'Briefsmith',
        description: 'Create, share and print structured creative briefs with your team — online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#4f46e5',
        background_color: '#ffffff',
        categories: ['productivity', 'business'],
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // build.manifest lists each entry's static imports: bench/app.bench.ts measures the JS needed to
  // open the app from it.
  // What the entry imports statically is one chunk with it ('$initial': the entry's dependency chain).
  // Left to itself Rolldown split the modules the lazy screens share with it into some 20 small chunks,
  // each a request before the first paint (six at a time over HTTP/1.1, a round trip each on a phone);
  // tests/e2e/first-load.test.ts holds it.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
