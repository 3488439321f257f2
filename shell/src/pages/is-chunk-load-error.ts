/**
 * webpack names the error of a script chunk that fails or does not arrive within `chunkLoadTimeout`
 * (120 s, tooling/build-config; access §8 "a script chunk load failure gives a ChunkLoadError after 120 s")
 * `ChunkLoadError`; React.lazy rethrows it as is.
 */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ChunkLoadError';
}
