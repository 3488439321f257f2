/** Sandbox mode (test control on) is `SANDBOX_MODE=1` (or `true`) or the `--sandbox-mode` flag. */
export function isSandboxMode(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): boolean {
  return argv.includes('--sandbox-mode') || env.SANDBOX_MODE === '1' || env.SANDBOX_MODE === 'true';
}
