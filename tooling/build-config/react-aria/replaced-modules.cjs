/**
 * react-aria's two private locale modules that call Intl at start-up, and what every app's build puts in
 * their place: modules that load no ICU data (docs/performance.md). `file` is the original's path inside
 * react-aria's package; the build matches requests by it and the tests load the original through it, so
 * an upgrade that moves one fails those tests instead of silently building react-aria's own.
 */
const path = require('node:path');

const REACT_ARIA_DIR = path.dirname(require.resolve('react-aria/package.json'));

const REPLACED_MODULES = [
  { file: 'dist/private/i18n/useDefaultLocale.mjs', replacement: path.join(__dirname, 'default-locale.mjs') },
  { file: 'dist/private/i18n/utils.mjs', replacement: path.join(__dirname, 'text-direction.mjs') },
];

/**
 * @param {{ file: string }} module
 * @returns {string} where the original is installed
 */
const originalPath = (module) => path.join(REACT_ARIA_DIR, ...module.file.split('/'));

/**
 * @param {{ file: string }} module
 * @returns {RegExp} what the build matches a resolved module against: any installed copy of react-aria, either separator
 */
const requestPattern = (module) =>
  new RegExp(`react-aria[\\\\/]${module.file.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\\\/]')}$`);

module.exports = { REPLACED_MODULES, originalPath, requestPattern };
