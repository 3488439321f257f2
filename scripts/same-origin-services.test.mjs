/**
 * The services the browser calls are on the shell's origin (docs/decisions/057): every environment's
 * services.json names the paths the shell's server forwards (same-origin-services.json), and `npm start`,
 * the e2e runs and docker-compose forward each of them to its sandbox service.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ports, proxyArguments, repoRoot, sameOriginServices } from './lib/apps.mjs';
import { composeYaml } from './lib/compose-file.mjs';

/** @param {string} environment */
const servicesOf = (environment) => JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'config', environment, 'services.json'), 'utf8'));

describe('services on the shell\'s origin', () => {
  for (const environment of ['local', 'docker', 'production']) {
    test(`${environment}: services.json calls the member API, identity, content, flags and analytics on the shell's origin`, () => {
      const services = servicesOf(environment);
      assert.equal(services.memberApiUrl, sameOriginServices.memberApi);
      assert.equal(services.identity.userPoolEndpoint, sameOriginServices.identity);
      assert.equal(services.content.baseUrl, sameOriginServices.content);
      assert.equal(services.flagsUrl, sameOriginServices.flags);
      assert.equal(services.analyticsCollectorUrl, `${sameOriginServices.memberApi}/analytics/events`);
    });
  }

  test('the shell\'s server forwards each path to its sandbox service, on loopback and in docker-compose', () => {
    assert.deepEqual(proxyArguments('127.0.0.1'), [
      '--proxy', `/api/member=http://127.0.0.1:${ports.memberApi}`,
      '--proxy', `/api/identity=http://127.0.0.1:${ports.identity}`,
      '--proxy', `/api/content=http://127.0.0.1:${ports.content}`,
      '--proxy', `/api/flags=http://127.0.0.1:${ports.flags}`,
    ]);
    const shellService = composeYaml().split('\n  shell:\n')[1]?.split('\n  sandbox:\n')[0] ?? '';
    for (const [service, prefix] of Object.entries(sameOriginServices)) assert.ok(shellService.includes(`--proxy ${prefix}=http://sandbox:${ports[service]}`), prefix);
    assert.match(shellService, /depends_on:\n\s+- sandbox/);
  });
});
