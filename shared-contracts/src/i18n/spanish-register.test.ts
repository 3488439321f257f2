import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { informalSpanishWords } from './spanish-register';

const repoRoot = path.resolve(__dirname, '../../..');

/** Every es-US resource of the apps (`locales/es-US*.json`), as the translations check finds them. */
function spanishResources(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'e2e', 'scripts'].includes(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return spanishResources(full);
    return /^es-US(\.[\w-]+)?\.json$/.test(entry.name) ? [full] : [];
  });
}

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
  return [];
}

describe('the Spanish register ("usted", never "tú")', () => {
  it('finds the tú words: pronouns, verb forms, attached pronouns, with or without accents and capitals', () => {
    expect(informalSpanishWords('Usa el correo electrónico en el que quieres que te contactemos.')).toEqual(['quieres', 'te']);
    expect(informalSpanishWords('Tú nunca aportas dinero. ¿Olvidaste tu contraseña? Registrarte toma dos minutos; avísanos.')).toEqual(['Tú', 'aportas', 'Olvidaste', 'tu', 'Registrarte', 'avísanos']);
  });

  it('passes "usted" copy, third-person verbs and nouns that look like tú forms', () => {
    expect(informalSpanishWords('Use el correo electrónico en el que desea recibir nuestros mensajes. Le ayudamos.')).toEqual([]);
    expect(informalSpanishWords('El proveedor acepta pacientes nuevos. Toma menos de un minuto. Visitas virtuales. Parte de su deducible.')).toEqual([]);
  });

  it('no es-US resource of the apps speaks as tú', () => {
    const files = spanishResources();
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(file, 'utf8')), '').flatMap(([key, text]) => informalSpanishWords(text).map((word) => `${path.relative(repoRoot, file)} ${key}: ${word}`)),
    );
    expect(found).toEqual([]);
  });
});
