/**
 * The demo members table printed by `npm start`. One source: the sandbox's seed
 * (`sandbox/src/seed/personas.ts`), imported through tsx.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './apps.mjs';

const PERSONAS_MODULE = path.join(repoRoot, 'sandbox', 'src', 'seed', 'personas.ts');

/**
 * @typedef {object} PersonaLike  the fields of the seed's Persona this table reads
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} [language]
 * @property {boolean} [smsMfa]
 * @property {boolean} [temporaryPassword]
 * @property {Record<string, unknown>} [flags]
 * @property {{ clientId?: number, planId?: number, relationshipCode?: string, status?: string,
 *   productFeatures?: string[], canMemberSubmitClaim?: boolean }} [account]
 */

/**
 * @typedef {object} Seed
 * @property {PersonaLike[]} personas
 * @property {string} password
 * @property {string} code
 * @property {{ id: number, isDemo?: boolean }[]} clients
 * @property {{ id: number, allowAccountManagement?: boolean }[]} plans
 */

/**
 * @param {string} [file]
 * @returns {Promise<Seed>}
 */
export async function loadSeed(file = PERSONAS_MODULE) {
  const seed = await tsImport(pathToFileURL(file).href, import.meta.url);
  return {
    personas: seed.personas,
    password: seed.SANDBOX_PASSWORD,
    code: seed.SANDBOX_CODE,
    clients: seed.seedClients ?? [],
    plans: seed.seedPlans ?? [],
  };
}

/**
 * What a persona exercises, derived from its seed data.
 * @param {PersonaLike} persona
 * @param {Seed} seed
 * @returns {string}
 */
export function describePersona(persona, seed) {
  const account = persona.account ?? {};
  const plan = seed.plans.find((candidate) => candidate.id === account.planId);
  const client = seed.clients.find((candidate) => candidate.id === account.clientId);
  const flagsOn = Object.values(persona.flags ?? {}).filter((value) => value === true).length;
  return [
    account.relationshipCode,
    account.status,
    (account.productFeatures ?? []).join('+'),
    persona.smsMfa && 'SMS MFA',
    persona.temporaryPassword && 'temporary password',
    persona.language && persona.language !== 'english' && persona.language,
    client?.isDemo && 'demo client',
    plan && plan.allowAccountManagement === false && 'no account management',
    account.canMemberSubmitClaim === false && 'cannot submit claims',
    flagsOn > 0 && `${flagsOn} flags on`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The table as lines of text.
 * @param {Seed} seed
 * @returns {string[]}
 */
export function personaTable(seed) {
  const rows = seed.personas.map((persona) => [
    persona.email,
    `${persona.firstName} ${persona.lastName}`,
    describePersona(persona, seed),
  ]);
  const header = ['email', 'name', 'what it exercises'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [
    `Demo members (password ${seed.password}, SMS and verification codes ${seed.code}):`,
    `  ${line(header)}`,
    ...rows.map((row) => `  ${line(row)}`),
  ];
}
