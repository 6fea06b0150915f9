// Lint (issue 26): typescript-eslint's recommended rules, type-only imports written as such,
// and the layer table of SPEC §9 (test/layers.test.ts) as import rules, so a forbidden import
// is flagged in the editor before the test catches it.
import { readFileSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Which layers each folder of src/ may import: the table test/layers.test.ts checks too.
const { 'main.tsx': _main, server, ...LAYERS } = JSON.parse(readFileSync(new URL('./layers.json', import.meta.url), 'utf8'));
const NAMES = Object.keys(LAYERS);
const zones = [
  ...Object.entries(LAYERS).map(([layer, allowed]) => ({
    target: `./src/${layer}`,
    from: NAMES.filter((l) => !allowed.includes(l)).map((l) => `./src/${l}`),
    message: `src/${layer} may import only ${allowed.join(', ')} (SPEC §9, test/layers.test.ts).`,
  })),
  {
    target: './server',
    from: NAMES.filter((l) => !server.includes(l)).map((l) => `./src/${l}`),
    message: 'server/ shares src/engine and src/data only (SPEC §8b).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', '.tmp/**', 'shots/**', 'coverage/**', 'public/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
);
