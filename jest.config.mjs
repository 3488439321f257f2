import { createRequire } from 'node:module';
import path from 'node:path';
const require = createRequire(import.meta.url);
const jestProject = require('./tooling/build-config/jest-preset.cjs');
const root = path.dirname(new URL(import.meta.url).pathname);

const project = (dir, environment) => jestProject({ name: dir, dir: path.join(root, dir), environment });

export default {
  // CI runs every project on 2 cores at once. The user-event journeys that type a password and its
  // confirmation (mfe-auth's set- and reset-password screens) went over 5 s each with the other core
  // busy; on an idle machine their whole file takes 9-10 s. Jest reads this option from the root only: set in a project it is
  // ignored and every test gets the 5-s default (tooling/build-config/jest-timeout.test.mjs).
  testTimeout: 15_000,
  projects: [
    project('shared-contracts', 'node'),
    project('shared-ui', 'jsdom'),
    project('remote-runtime', 'jsdom'),
    project('shell', 'jsdom'),
    project('mfe-auth', 'jsdom'),
    project('mfe-home-onboarding', 'jsdom'),
    project('mfe-messages', 'jsdom'),
    project('mfe-claims', 'jsdom'),
    project('mfe-reimbursements', 'jsdom'),
    project('mfe-search-careteam', 'jsdom'),
    project('sandbox', 'node'),
  ],
};
