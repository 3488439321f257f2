/**
 * docker-compose.yml as docker-compose reads it (`docker-compose config`, the resolved file): every port
 * is published on 127.0.0.1 unless MEMBER_PUBLISH_ADDRESS asks for another address. The stand-in
 * identity service takes the demo members' published passwords, so it must not face the network.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { publishAddressVariable } from './lib/compose-file.mjs';

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

/**
 * @param {Record<string, string>} variables
 * @returns {string[]} every published port of every service, as `docker-compose config` resolves it
 */
function publishedPorts(variables) {
  const { [publishAddressVariable]: _unset, ...environment } = process.env;
  const resolved = execFileSync('docker-compose', ['-f', path.join(repoRoot, 'docker-compose.yml'), 'config'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...environment, ...variables },
  });
  // docker-compose 1.x writes `- 127.0.0.1:3000:3000/tcp`; 2.x writes `host_ip: 127.0.0.1` per port.
  const short = [...resolved.matchAll(/^\s+- ((?:[\d.]+:)?\d+:\d+)(?:\/tcp)?$/gm)].map((match) => match[1]);
  const long = [...resolved.matchAll(/^\s+(?:- )?host_ip: (\S+)/gm)].map((match) => `${match[1]}:`);
  return [...short, ...long];
}

describe('docker-compose.yml published ports', { skip: hasCompose ? false : 'docker-compose is not installed' }, () => {
  test('are bound to 127.0.0.1 by default', () => {
    const ports = publishedPorts({});
    assert.ok(ports.length >= 12, `${ports.length} ports`);
    assert.deepEqual(ports.filter((port) => !port.startsWith('127.0.0.1:')), []);
  });

  test(`${publishAddressVariable} publishes them on another address when asked`, () => {
    const ports = publishedPorts({ [publishAddressVariable]: '0.0.0.0' });
    assert.ok(ports.length >= 12);
    assert.deepEqual(ports.filter((port) => !port.startsWith('0.0.0.0:')), []);
  });
});
