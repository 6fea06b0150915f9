import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Kept apart from vite.config.ts so the PWA plugin never runs under Vitest.
export default defineConfig({
  plugins: [preact()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Tests check behaviour, never time: on a busy 2-core machine CPU-bound tests (searches,
    // property runs) took 4.5–5.1 s, past vitest's 5 s default, and failed for that alone.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
