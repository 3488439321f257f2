// zod (bundled by the shell and each remote) builds a fast object parser with `new Function` unless
// told not to, and probes for it when a schema is created; the content security policy has no
// 'unsafe-eval', so the probe is a violation. Its configuration lives on globalThis (`__zod_globalConfig`,
// shared by every copy of zod on the page): set `jitless` before any chunk creates a schema, without
// importing zod on the start-up path. Imported first by every entry of the shell.
// Mutated in place: a copy of zod already loaded keeps a reference to the object.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
