#!/usr/bin/env node
/**
 * node tooling/static-server/configure.mjs --from <shell/config/<env>> --out <dir>
 *
 * The deploy-time configuration step (deploy-config.mjs): fills the environment's `${VARIABLE}`
 * placeholders from this process's environment, checks that a deployed environment delivers analytics
 * and offers single sign-on, and writes the filled files and `security-headers.json` to `--out` (what
 * the deploy publishes at /config/ and gives the CDN). Exits 1 naming every missing variable; nothing is
 * written then.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configureEnvironment, DeployConfigError } from './deploy-config.mjs';

const usage = 'usage: node tooling/static-server/configure.mjs --from <shell/config/<env>> --out <dir>';

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {number} the exit code
 */
export function runConfigure(argv, env) {
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, out: { type: 'string' } }, strict: true });
  if (!values.from || !values.out) {
    console.error(usage);
    return 2;
  }
  try {
    const written = configureEnvironment({ from: values.from, out: values.out, env });
    console.log(`member-configure: ${values.from} -> ${values.out} (${written.join(', ')})`);
    return 0;
  } catch (error) {
    if (!(error instanceof DeployConfigError)) throw error;
    console.error(`member-configure: refusing to deploy ${values.from}: ${error.message}`);
    return 1;
  }
}

const invokedDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) process.exitCode = runConfigure(process.argv.slice(2), process.env);
