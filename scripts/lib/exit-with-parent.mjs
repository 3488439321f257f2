/**
 * Preloaded (`node --import`) into every child of the process supervisor, which spawns them with an IPC
 * channel: when the supervisor dies without a chance to stop its children (SIGKILL from a test runner),
 * the channel closes and the child terminates itself with SIGTERM, so no orphan keeps a port. The
 * channel is unref'd: it never keeps the child alive on its own.
 */
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
