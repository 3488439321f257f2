/**
 * The app speaks Spanish as "usted" (i18n.md): these words exist only in the "tú" register — its pronouns
 * and possessives, its verb forms (present, past, subjunctive), its imperatives with an attached pronoun
 * and its infinitives with an attached "te". Words that are also third-person forms ("usa", "busca",
 * "acepta") are left out: the check must never fail on correct "usted" copy.
 */
const TU_REGISTER_WORDS = new Set([
  'tu', 'tus', 'tú', 'te', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'puedes', 'quieres', 'tienes', 'necesitas', 'estás', 'eres', 'debes', 'sabes', 'vas', 'haces', 'usas', 'buscas',
  'ingresas', 'recibes', 'configuras', 'crees', 'aceptas', 'aportas', 'envías', 'eliges', 'prefieres', 'deseas',
  'puedas', 'quieras', 'tengas', 'envíes', 'elijas', 'uses', 'hagas',
  'elegiste', 'olvidaste', 'activaste', 'registraste', 'iniciaste', 'recibiste', 'enviaste', 'hiciste', 'pudiste', 'usaste',
  'mantén', 'haz', 'avísanos', 'escríbenos', 'cuéntanos', 'llámanos', 'dinos', 'contáctanos', 'envíanos', 'comunícate',
  'asegúrate', 'regístrate', 'inscríbete', 'olvídate', 'conéctate',
  'ayudarte', 'registrarte', 'contactarte', 'enviarte', 'avisarte', 'pedirte', 'llamarte', 'darte', 'decirte', 'mostrarte',
  'recordarte', 'ofrecerte', 'responderte', 'escribirte', 'conectarte', 'protegerte',
]);

/** The "tú" words of a Spanish text, as written (empty when the text speaks as "usted"). */
export function informalSpanishWords(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => TU_REGISTER_WORDS.has(word.toLowerCase()));
}
