import { defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';

// Kept apart from vite.config.ts so the PWA plugin never runs under Vitest.
export default defineConfig({
  plugins: [preact()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
