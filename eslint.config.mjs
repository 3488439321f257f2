/**
 * One lint configuration for the whole repository (`npx eslint --max-warnings=0 .`):
 * typescript-eslint recommended, React hooks, jsx-a11y recommended, and the micro-frontend boundary —
 * a remote imports shared packages and its own files, never the shell or another remote; the shell
 * never imports a remote (it discovers them at run time); routing and react-i18next come through
 * their shared facades.
 */
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// By package name, or by a relative path that climbs out of the package into another one.
const importsOfRemotes = {
  regex: String.raw`^(@member/mfe-[\w-]+|(\.\./)+mfe-[\w-]+)(/|$)`,
  message: 'Remotes are independent: load a remote at run time through the remotes manifest, never import it.',
};
const importsOfShell = {
  regex: String.raw`^(@member/shell|(\.\./)+shell)(/|$)`,
  message: 'A remote never imports the shell: what it needs comes through the mount contract (@member/shared-contracts).',
};
// Shared singletons reached through their facades, so Module Federation ships them tree-shaken.
const bypassedFacades = {
  regex: String.raw`^(react-router|react-router-dom|react-i18next)(/|$)`,
  message: 'Import routing from @member/router and react-i18next from @member/i18n: the facades are the shared singletons.',
};

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.run/**',
      'sandbox/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.auth/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code only: Playwright fixtures in e2e/ also call a `use` function.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'remote-runtime/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The apps run in the browser.
    files: ['shell/src/**', 'mfe-*/src/**', 'shared-ui/src/**', 'remote-runtime/src/**', 'shared-contracts/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Scripts, build configuration, the sandbox and the end-to-end tests run in Node.
    files: ['**/*.{js,mjs,cjs}', 'sandbox/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // Module scope: `const { TextEncoder } = require('node:util')` does not shadow the global.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    rules: {
      // `_`-prefixed names are deliberately unused (callback positions, rest siblings).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A disabled rule says why after ` -- `, and a disable that no longer suppresses anything is reported.
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }] },
  },
  {
    files: ['mfe-*/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOfShell, importsOfRemotes, bypassedFacades] }] },
  },
  {
    files: ['shell/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOfRemotes, bypassedFacades] }] },
  },
  {
    files: ['remote-runtime/**', 'shared-ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [bypassedFacades] }] },
  },
);
