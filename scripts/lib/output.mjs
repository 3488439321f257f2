/**
 * Console helpers: name-prefixed child output and durations.
 */
import { createInterface } from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 96, 93, 95, 92, 94];
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
/** @type {Map<string, number>} */
const assigned = new Map();

/**
 * `[name]`, coloured consistently per name when the terminal supports it.
 * @param {string} name
 * @returns {string}
 */
export function label(name) {
  if (!useColor) return `[${name}]`;
  if (!assigned.has(name)) assigned.set(name, COLORS[assigned.size % COLORS.length] ?? 36);
  return `\u001b[${assigned.get(name)}m[${name}]\u001b[0m`;
}

/**
 * Copies a stream line by line to `out`, each line prefixed with `[name]` (unless the child already
 * prefixes its lines that way).
 * @param {NodeJS.ReadableStream | null} stream
 * @param {string} name
 * @param {NodeJS.WritableStream} out
 */
export function prefixLines(stream, name, out) {
  if (!stream) return;
  const prefix = label(name);
  const own = `[${name}] `;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    out.write(line.startsWith(own) ? `${prefix} ${line.slice(own.length)}\n` : `${prefix} ${line}\n`);
  });
}

/**
 * @param {number} ms
 * @returns {string} `850 ms`, `12.3 s`, `2 min 05 s`
 */
export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}
