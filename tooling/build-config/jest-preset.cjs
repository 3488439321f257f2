/**
 * The one Jest preset every workspace uses (root jest.config.mjs lists them as projects).
 * swc compiles TypeScript/TSX; CSS Modules map to their class names; jsdom for UI packages.
 */
const path = require('node:path');

/** @param {{ name: string, dir: string, environment?: 'jsdom' | 'node' }} options */
module.exports = function jestProject({ name, dir, environment = 'jsdom' }) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
    },
    setupFiles: environment === 'node' ? [path.join(__dirname, 'jest-setup-node.cjs')] : [],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
  };
};
