/**
 * Runs a command with its output on this terminal and resolves with its exit code (never rejects:
 * a command that cannot start resolves with code 127 and says why).
 */
import { spawn } from 'node:child_process';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string | undefined> }} options
 * @returns {Promise<number>}
 */
export function runCommand(command, args, { cwd, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
