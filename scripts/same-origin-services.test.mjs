/**
 * The services the browser calls are on the shell's origin (docs/decisions/057): every environment's
 * services.json names the paths the shell's server forwards (same-origin-services.json), and `npm start`,
 * the e2e runs and docker-compose forward each of them to its sandbox service. So are the remotes' files
 * (docs/decisions/072): `/remotes/<remote folder>/`, forwarded to each remote's server.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ports, proxyArguments, remotes, repoRoot, sameOriginRemotePath, sameOriginServices } from './lib/apps.mjs';
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
    assert.deepEqual(proxyArguments('127.0.0.1', () => '127.0.0.1').slice(0, 8), [
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

describe('remotes on the shell\'s origin', () => {
  test('the shell\'s server forwards /remotes/<remote folder> to each remote, on loopback and in docker-compose', () => {
    assert.deepEqual(proxyArguments('127.0.0.1', () => '127.0.0.1').slice(8), [
      '--proxy', `/remotes/mfe-auth=http://127.0.0.1:${ports.mfe_auth}`,
      '--proxy', `/remotes/mfe-home-onboarding=http://127.0.0.1:${ports.mfe_home_onboarding}`,
      '--proxy', `/remotes/mfe-messages=http://127.0.0.1:${ports.mfe_messages}`,
      '--proxy', `/remotes/mfe-claims=http://127.0.0.1:${ports.mfe_claims}`,
      '--proxy', `/remotes/mfe-reimbursements=http://127.0.0.1:${ports.mfe_reimbursements}`,
      '--proxy', `/remotes/mfe-search-careteam=http://127.0.0.1:${ports.mfe_search_careteam}`,
    ]);
    const shellService = composeYaml().split('\n  shell:\n')[1]?.split('\n  sandbox:\n')[0] ?? '';
    for (const remote of remotes) {
      assert.ok(shellService.includes(`--proxy ${sameOriginRemotePath(remote)}=http://${remote.folder}:${remote.port}`), remote.folder);
      // The shell's server forwards to the remote's service, so compose starts it first.
      assert.match(shellService, new RegExp(`depends_on:\\n(?:\\s+- [\\w-]+\\n)*\\s+- ${remote.folder}\\n`), remote.folder);
    }
  });

  for (const environment of ['local', 'docker']) {
    test(`${environment}: remotes.json names each remote's manifest under its path on the shell's origin`, () => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'config', environment, 'remotes.json'), 'utf8'));
      assert.deepEqual(manifest, Object.fromEntries(remotes.map((remote) => [remote.name, `${sameOriginRemotePath(remote)}/mf-manifest.json`])));
    });
  }
});
