const which = process.argv[2]!; // old | new | new-en
const base = which === 'old' ? './old' : './new';
async function main() {
  if (which === 'new-en') {
    const { z } = await import('zod/mini');
    z.config(z.locales.en());
  }
  const sc = await import(`${base}/shared-contracts/src/validation/index.ts`);
  const logs = await import(`${base}/shared-contracts/src/api/logs-payload-schema.ts`);
  const sb = await import(`${base}/sandbox-schemas.ts`);
  const schemas: Record<string, any> = {};
  for (const [k, v] of Object.entries({ ...sc, ...logs })) if (v && typeof v === 'object' && '_zod' in (v as object)) schemas['sc.' + k] = v;
  for (const [file, group] of Object.entries(sb)) for (const [k, v] of Object.entries(group as object)) if (v && typeof v === 'object' && '_zod' in v) schemas[file + '.' + k] = v;

  // deterministic RNG
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T,>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const SCALARS: unknown[] = [undefined, null, true, false, 0, 1, -1, 1.5, 2, 5, 6, 20, 21, 100, NaN, Infinity, -0, 2 ** 53,
    '', ' ', '  ', 'a', ' a ', 'abc', '1', '5', '6', '20', '21', '0', '-1', '1.5', ' 7 ', '1e3', 'x', 'a@b.c', ' a@b.c ', 'a@b', 'A B@c.d', 'user@example.com', '\tuser@example.com\n',
    '12-3456789', '123456789', '1234567890', ' 12-345-6789 ', '1234', '123', '12345', 'abcd', '(555) 123-4567', '555.123.4567', '5551234567', ' 555-123-4567 ', '555123456a', '+1 555 123 4567',
    '123456', ' 123456 ', '1234567', '12345 ', 'Password1', ' Password1', 'Password1 ', 'short', 'x'.repeat(255), 'x'.repeat(256), ' ' + 'x'.repeat(254),
    'relevance', 'other', '1,2', '1,,2', '1,a', '0,1', 'debug', 'info', 'warn', 'error', 'a'.repeat(2000), 'a'.repeat(2001), 'a'.repeat(100), 'a'.repeat(101), 'a'.repeat(200), 'a'.repeat(201), 'a'.repeat(1001),
    'USER_PASSWORD_AUTH', 'SMS_MFA'];
  const keyPool = new Set<string>(['extra', 'constructor']);
  const collect = (s: any, depth = 0): void => {
    if (!s || depth > 8) return;
    const def = s._zod?.def; if (!def) return;
    if (def.shape) for (const [k, v] of Object.entries(def.shape)) { keyPool.add(k); collect(v, depth + 1); }
    for (const key of ['in', 'out', 'innerType', 'element', 'valueType', 'keyType', 'catchall']) if (def[key]) collect(def[key], depth + 1);
    if (def.options) for (const o of def.options) collect(o, depth + 1);
  };
  for (const s of Object.values(schemas)) collect(s);
  const keys = [...keyPool];
  const gen = (depth: number): unknown => {
    const r = rnd();
    if (depth < 3 && r < 0.2) { const o: Record<string, unknown> = {}; const n = Math.floor(rnd() * 5); for (let i = 0; i < n; i++) o[pick(keys)] = gen(depth + 1); return o; }
    if (depth < 3 && r < 0.28) { const n = Math.floor(rnd() * 3); return Array.from({ length: n }, () => gen(depth + 1)); }
    return pick(SCALARS);
  };
  const shapeKeys = (s: any, depth = 0): string[] => {
    const def = s?._zod?.def; if (!def || depth > 5) return [];
    if (def.shape) return Object.keys(def.shape);
    for (const key of ['in', 'innerType']) if (def[key]) { const r = shapeKeys(def[key], depth + 1); if (r.length) return r; }
    if (def.options) return def.options.flatMap((o: any) => shapeKeys(o, depth + 1));
    return [];
  };
  const enc = (v: unknown) => JSON.stringify(v, (_k, x) => x === undefined ? '__undef' : typeof x === 'number' && !Number.isFinite(x) ? `__num:${x}` : Object.is(x, -0) ? '__-0' : x instanceof RegExp ? `__re:${x}` : x);
  const lines: string[] = [];
  for (const [name, s] of Object.entries(schemas).sort()) {
    seed = 777 + name.length;
    const own = shapeKeys(s);
    const inputs: unknown[] = [...SCALARS, {}, [], { extra: 1 }];
    for (let i = 0; i < 3000; i++) {
      if (own.length && rnd() < 0.8) {
        const o: Record<string, unknown> = {};
        for (const k of own) if (rnd() < 0.6) o[k] = rnd() < 0.15 ? gen(1) : pick(SCALARS);
        if (rnd() < 0.1) o[pick(keys)] = gen(1);
        // nested arrays for list-ish fields
        for (const k of own) if (rnd() < 0.1) o[k] = Array.from({ length: Math.floor(rnd() * 3) }, () => { const e: Record<string, unknown> = {}; for (const kk of ['Name', 'Value', 'level', 'message', 'timestamp', 'source', 'context', 'name', 'value']) if (rnd() < 0.6) e[kk] = rnd() < 0.2 ? gen(2) : pick(SCALARS); return e; });
        inputs.push(o);
      } else inputs.push(gen(0));
    }
    for (const input of inputs) {
      const before = enc(input);
      let r: any;
      try { r = s.safeParse(input); } catch (e) { lines.push(`${name}\t${before}\tTHROW ${(e as Error).message}`); continue; }
      const after = enc(input);
      lines.push(`${name}\t${before}\t${r.success ? 'OK ' + enc(r.data) : 'ERR ' + enc(r.error.issues)}${after !== before ? '\tMUTATED ' + after : ''}`);
    }
  }
  process.stdout.write(lines.join('\n') + '\n');
}
main();
