/**
 * A small process supervisor for the assembled app: named Node children, each in its own process group
 * (stopping a service stops everything it spawned), output prefixed with the name, readiness by port,
 * stop / start by name, and a report when a child dies that nobody stopped.
 *
 * Children get an IPC channel and `exit-with-parent.mjs` preloaded, so they terminate when the
 * supervisor is killed outright (SIGKILL) and cannot clean up.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { label, prefixLines } from './output.mjs';
import { waitForPort } from './wait-for-port.mjs';

const exitWithParent = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/**
 * @typedef {object} ServiceSpec
 * @property {string} name           service name (`shell`, `mfe_claims`, `sandbox`)
 * @property {string} script         Node entry script (absolute or relative to cwd)
 * @property {string[]} [args]       script arguments
 * @property {string[]} [nodeArgs]   Node options before the script (`--import tsx`)
 * @property {string} cwd
 * @property {Record<string, string | undefined>} [env]  over the supervisor's environment (undefined removes)
 * @property {number[]} [ports]      ready once all of these accept connections
 * @property {number} [readyTimeoutMs]
 */

/**
 * @typedef {object} Service
 * @property {ServiceSpec} spec
 * @property {import('node:child_process').ChildProcess} [child]
 * @property {boolean} stopping   a stop was requested: its exit is expected
 * @property {{ code: number | null, signal: string | null } | undefined} lastExit
 */

export class Supervisor {
  /**
   * @param {{ log?: (line: string) => void, onUnexpectedExit?: (name: string, code: number | null, signal: string | null) => void }} [options]
   */
  constructor({ log = (line) => console.log(line), onUnexpectedExit = () => {} } = {}) {
    /** @type {Map<string, Service>} */
    this.services = new Map();
    this.log = log;
    this.onUnexpectedExit = onUnexpectedExit;
    this.shuttingDown = false;
  }

  /**
   * Registers a service without starting it.
   * @param {ServiceSpec} spec
   */
  add(spec) {
    if (this.services.has(spec.name)) throw new Error(`service ${spec.name} is already registered`);
    this.services.set(spec.name, { spec, stopping: false, lastExit: undefined });
  }

  /**
   * @param {string} name
   * @returns {Service}
   */
  get(name) {
    const service = this.services.get(name);
    if (!service) throw new Error(`unknown service ${name}`);
    return service;
  }

  /**
   * @param {string} name
   * @returns {boolean}
   */
  isRunning(name) {
    const { child } = this.get(name);
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  /**
   * Starts a service and resolves once its ports answer; rejects if it exits first or times out.
   * Starting a running service is a no-op.
   * @param {string} name
   * @returns {Promise<void>}
   */
  async start(name) {
    const service = this.get(name);
    if (this.isRunning(name)) return;
    const { spec } = service;
    const child = spawn(
      process.execPath,
      [...(spec.nodeArgs ?? []), '--import', exitWithParent, spec.script, ...(spec.args ?? [])],
      {
        cwd: spec.cwd,
        env: { ...process.env, ...spec.env },
        detached: true, // its own process group: stop() signals the whole group
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    child.channel?.unref(); // the channel only exists for exit-with-parent: it must not hold us open
    service.child = child;
    service.stopping = false;
    service.lastExit = undefined;
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    child.on('error', (error) => this.log(`${label(name)} could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      service.lastExit = { code, signal };
      if (service.stopping || this.shuttingDown) return;
      this.log(`${label(name)} exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`);
      this.onUnexpectedExit(name, code, signal);
    });
    const abort = () => {
      if (service.child !== child) return 'it was replaced';
      const exit = service.lastExit;
      return exit ? `${name} exited (${exit.signal ?? `code ${exit.code}`})` : undefined;
    };
    for (const port of spec.ports ?? []) {
      await waitForPort(port, { timeoutMs: spec.readyTimeoutMs ?? 60_000, abort });
    }
  }

  /**
   * Stops a service: SIGTERM to its process group, SIGKILL after `timeoutMs`.
   * @param {string} name
   * @param {{ timeoutMs?: number }} [options]
   * @returns {Promise<void>}
   */
  async stop(name, { timeoutMs = 5000 } = {}) {
    const service = this.get(name);
    const { child } = service;
    if (!child || child.pid === undefined) return;
    service.stopping = true;
    if (this.isRunning(name)) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(/** @type {number} */ (child.pid), 'SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    }
    signalGroup(child.pid, 'SIGTERM'); // anything it left behind in its group
  }

  /**
   * Stops every service (in reverse start order) and reports no exit as unexpected any more.
   * @returns {Promise<void>}
   */
  async stopAll() {
    this.shuttingDown = true;
    const names = [...this.services.keys()].reverse();
    await Promise.all(names.map((name) => this.stop(name)));
  }

  /**
   * @returns {{ name: string, running: boolean, pid: number | null, ports: number[] }[]}
   */
  list() {
    return [...this.services.values()].map(({ spec, child }) => ({
      name: spec.name,
      running: this.isRunning(spec.name),
      pid: this.isRunning(spec.name) ? (child?.pid ?? null) : null,
      ports: spec.ports ?? [],
    }));
  }
}

/**
 * Signals a process group, ignoring one that is already gone.
 * @param {number} pid  the group leader's pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
  }
}
