import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { httpTestClient } from '../testing/http-test-client';
import { createServiceServer } from './create-service-server';
import { lineLogger } from './line-logger';
import { filteredLogLine, requestLogMode, type LineKind } from './request-log';

describe('requestLogMode: which request lines reach the console', () => {
  it.each(([
    ['a developer’s npm start', {}, 'all'],
    ['CI', { CI: 'true' }, 'failures'],
    ['CI=1', { CI: '1' }, 'failures'],
    ['CI=false', { CI: 'false' }, 'all'],
    ['the e2e tests (MEMBER_TEST_CONTROL=1)', { MEMBER_TEST_CONTROL: '1' }, 'failures'],
    ['asked for every line under CI', { CI: 'true', MEMBER_REQUEST_LOG: '1' }, 'all'],
    ['asked for every line under the e2e tests', { MEMBER_TEST_CONTROL: '1', MEMBER_REQUEST_LOG: 'true' }, 'all'],
    ['asked for failures only on a developer’s machine', { MEMBER_REQUEST_LOG: '0' }, 'failures'],
    ['an empty MEMBER_REQUEST_LOG is not asking', { MEMBER_REQUEST_LOG: '', CI: 'true' }, 'failures'],
  ] as const).map(([name, env, expected]) => ({ name, env, expected })))('$name → $expected', ({ env, expected }) => {
    expect(requestLogMode(env as NodeJS.ProcessEnv)).toBe(expected);
  });
});

describe('filteredLogLine', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'request-log-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const feed = (log: (line: string, kind?: LineKind) => void) => {
    log('[member-api] GET /accounts/:accountId 200 3ms', { routine: true });
    log('[member-api] PATCH /account/:accountId 422 2ms', { routine: false });
    log('[content] GET /spaces/:space 500 1ms', { routine: false });
    log('[app-log] warn shell: content service request failed');
    log('[member-api] identity attributes not updated: no identity user for the account');
  };

  it('in failures mode prints everything but the routine lines, and the file keeps every line', () => {
    const printed: string[] = [];
    const file = path.join(dir, 'requests.log');
    feed(filteredLogLine('failures', { print: (line) => printed.push(line), file }));
    expect(printed).toEqual([
      '[member-api] PATCH /account/:accountId 422 2ms',
      '[content] GET /spaces/:space 500 1ms',
      '[app-log] warn shell: content service request failed',
      '[member-api] identity attributes not updated: no identity user for the account',
    ]);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(5);
    expect(readFileSync(file, 'utf8')).toContain('[member-api] GET /accounts/:accountId 200 3ms');
  });

  it('in all mode prints every line', () => {
    const printed: string[] = [];
    feed(filteredLogLine('all', { print: (line) => printed.push(line) }));
    expect(printed).toHaveLength(5);
  });

  it('a file that cannot be written does not fail the request', () => {
    const printed: string[] = [];
    const log = filteredLogLine('failures', { print: (line) => printed.push(line), file: path.join(dir, 'missing-folder', 'requests.log') });
    expect(() => log('[flags] POST /ofrep/v1/evaluate/flags 200 1ms', { routine: true })).not.toThrow();
  });

  it('a service logger’s successful info lines are routine; refusals, warnings and errors are printed', () => {
    const printed: string[] = [];
    const logger = lineLogger('identity', filteredLogLine('failures', { print: (line) => printed.push(line) }));
    logger.info('identity operation', { operation: 'InitiateAuth', outcome: 'ok' });
    logger.info('hosted authorize', { outcome: 'code issued' });
    logger.info('identity operation', { operation: 'RespondToAuthChallenge', outcome: 'NotAuthorizedException' });
    logger.warn('slow', { operation: 'GetUser' });
    logger.error('identity operation failed', { operation: 'GetUser', error: 'TypeError' });
    expect(printed).toEqual([
      '[identity] info identity operation {"operation":"RespondToAuthChallenge","outcome":"NotAuthorizedException"}',
      '[identity] warn slow {"operation":"GetUser"}',
      '[identity] error identity operation failed {"operation":"GetUser","error":"TypeError"}',
    ]);
  });
});

describe('createServiceServer request lines', () => {
  let app: FastifyInstance;
  const lines: { line: string; kind?: LineKind }[] = [];

  beforeAll(async () => {
    app = await createServiceServer({ service: 'probe', logLine: (line, kind) => lines.push({ line, kind }) });
    app.get('/ok/:id', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(403).send({ message: 'no' }));
    app.get('/broken', async () => {
      throw new Error('boom');
    });
  });
  afterAll(() => app.close());

  it('marks 2xx lines routine and 4xx / 5xx lines not, and names the route pattern, never the path', async () => {
    const http = httpTestClient(app);
    await http.request({ url: '/ok/jane.doe@example.com' });
    await http.request({ url: '/refused' });
    await http.request({ url: '/broken' });
    await new Promise((resolve) => setTimeout(resolve, 50)); // onResponse runs after the answer is sent
    expect(lines.map(({ line, kind }) => [line.replace(/ \d+ms$/, ''), kind])).toEqual([
      ['[probe] GET /ok/:id 200', { routine: true }],
      ['[probe] GET /refused 403', { routine: false }],
      ['[probe] GET /broken 500', { routine: false }],
    ]);
  });
});
