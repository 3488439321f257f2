import { createRequire } from 'node:module';
import path from 'node:path';
const require = createRequire(import.meta.url);
const jestProject = require('./tooling/build-config/jest-preset.cjs');
const root = path.dirname(new URL(import.meta.url).pathname);

const project = (dir, environment) => jestProject({ name: dir, dir: path.join(root, dir), environment });

export default {
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
