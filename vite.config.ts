import { defineConfig, loadEnv } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readAheadPlugin } from './build/vite-read-ahead.ts';
import { startPreloads } from './build/vite-start-preloads.ts';

const FELT = '#0b5d3b';

export default defineConfig(({ mode }) => ({
  base: './',
  define: {
    // Names the build in the page (data-build on <html>), so a test can tell two versions apart.
    __APP_BUILD__: JSON.stringify(process.env.SPIDER_BUILD_ID ?? 'local'),
    // The daily results service (server/), fixed at build time; empty: the feature is left out.
    __RESULTS_URL__: JSON.stringify((loadEnv(mode, process.cwd(), 'VITE_').VITE_RESULTS_URL ?? '').trim()),
  },
  plugins: [
    preact(),
    readAheadPlugin(),
    startPreloads(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Spider Solitaire',
        short_name: 'Spider',
        description: 'Offline-first Spider Solitaire with 1, 2 and 4 suits, honest hints, numbered and daily deals.',
        lang: 'en',
        display: 'standalone',
        theme_color: FELT,
        background_color: FELT,
        start_url: './',
        scope: './',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,png,svg,ico,json,woff2,wasm}'],
        navigateFallback: 'index.html',
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // Preact, the dialog frame and two small engine modules are shared by the entry and the lazy
    // chunks, so the bundler split them into three chunks of their own: three more requests
    // beside the main script on a first visit (HTTP/1.1 opens six at a time). One chunk instead:
    // a cold first paint ~25 ms sooner in `npm run bench:ui` (A/B, six runs of nine loads each).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shared', test: /node_modules[\\/](preact|@preact)|src[\\/]ui[\\/]Dialog|src[\\/]engine[\\/](cards|shuffle)\.ts/ }],
        },
      },
    },
  },
  worker: { format: 'es' },
  preview: { port: 4173 },
}));
