import type { FastifyInstance } from 'fastify';
import { LOCAL_SHELL_ORIGINS } from '@member/shared-contracts/environment';
import { NPS_SURVEY_MESSAGE_TYPE } from '@member/shared-contracts/messaging';
import { createServiceServer } from '../http/create-service-server';
import type { LogLine } from '../http/request-log';
import { z } from '../zod';
import { carriesSurveyApiKey } from './survey-api-key';

/** One recorded answer (in memory, like the provider's own store; test control reads them). */
export interface SurveyResponse {
  score: number;
  comment: string;
  receivedAt: string;
}

const answer = z.object({ score: z.number().check(z.int(), z.gte(0), z.lte(10)), comment: z.optional(z.string().check(z.maxLength(1000))) });

const COPY = {
  'en-US': { title: 'How likely are you to recommend your concierge to a friend?', low: 'Not likely', high: 'Very likely', comment: 'Anything you want to add? (optional)', submit: 'Send answer', thanks: 'Thank you!' },
  'es-US': { title: '¿Qué probabilidad hay de que recomiende su conserjería a un amigo?', low: 'Poco probable', high: 'Muy probable', comment: '¿Algo que quiera agregar? (opcional)', submit: 'Enviar respuesta', thanks: '¡Gracias!' },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function surveyPage(locale: keyof typeof COPY): string {
  const copy = COPY[locale];
  const scores = Array.from({ length: 11 }, (_, score) => `<label><input type="radio" name="score" value="${score}" required> ${score}</label>`).join('');
  return `<!doctype html><!-- No <main>: the page lives inside the app's own main landmark. --><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.title)}</title>
<link rel="stylesheet" href="/nps.css"></head><body><div>
<form id="nps"><fieldset><legend>${escapeHtml(copy.title)}</legend><div class="scale">${scores}</div>
<p class="ends"><span>0 = ${escapeHtml(copy.low)}</span> <span>10 = ${escapeHtml(copy.high)}</span></p></fieldset>
<label for="comment">${escapeHtml(copy.comment)}</label><textarea id="comment" name="comment" maxlength="1000"></textarea>
<button type="submit">${escapeHtml(copy.submit)}</button></form>
<p id="thanks" hidden role="status">${escapeHtml(copy.thanks)}</p></div><script src="/nps.js"></script></body></html>`;
}

/** The page's script: records the answer with the provider, then tells the parent page (and only a shell origin). */
const SURVEY_SCRIPT = `(function () {
  var shellOrigins = ${JSON.stringify(LOCAL_SHELL_ORIGINS)};
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : '';
  var form = document.getElementById('nps');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var checked = form.querySelector('input[name=score]:checked');
    if (!checked) return;
    var score = Number(checked.value);
    fetch('/responses', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ score: score, comment: form.comment.value }) })
      .then(function (response) {
        if (!response.ok) throw new Error('not recorded');
        form.hidden = true;
        document.getElementById('thanks').hidden = false;
        if (shellOrigins.indexOf(parentOrigin) >= 0) window.parent.postMessage({ type: ${JSON.stringify(NPS_SURVEY_MESSAGE_TYPE)}, status: 'completed', score: score }, parentOrigin);
      });
  });
})();`;

const SURVEY_STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1b1f24}fieldset{border:0;padding:0;margin:0}legend{font-weight:700;margin-bottom:8px}
.scale{display:flex;flex-wrap:wrap;gap:6px}.scale label{display:inline-flex;gap:2px;align-items:center;padding:4px 6px;border:1px solid #6e7781;border-radius:4px}
.ends{display:flex;justify-content:space-between;color:#545d68;font-size:.875rem}textarea{display:block;width:100%;box-sizing:border-box;min-height:3rem;margin:4px 0 8px;font:inherit}
button{font:inherit;padding:8px 16px;background:#0a58b8;color:#fff;border:0;border-radius:4px}`;

/**
 * The survey provider's stand-in, on its own origin (port 4010): `GET /nps?lang=` the survey
 * page, framed by the shell (its CSP's `frame-src` names this origin; this page's `frame-ancestors`
 * names the shell origins), `POST /responses` records an answer, `GET /responses` lists them to the
 * holder of the provider's API key only (`Authorization: Bearer <key>`, else 401). The page posts `{ type: "member-nps-survey", status: "completed", score }` to its parent.
 */
export async function createSurveyServer(options: { logLine?: LogLine; apiKey: string }): Promise<FastifyInstance & { responses: SurveyResponse[] }> {
  const app = await createServiceServer({ service: 'survey', logLine: options.logLine, allowedOrigins: [] });
  const responses: SurveyResponse[] = [];
  const frameAncestors = LOCAL_SHELL_ORIGINS.join(' ');

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${frameAncestors}`);
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  app.get<{ Querystring: { lang?: string } }>('/nps', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(surveyPage(request.query.lang === 'es-US' ? 'es-US' : 'en-US')),
  );
  app.get('/nps.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SURVEY_SCRIPT));
  app.get('/nps.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(SURVEY_STYLE));
  app.post('/responses', async (request, reply) => {
    const parsed = answer.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ message: 'Body must be { score: 0..10, comment? }' });
    responses.push({ score: parsed.data.score, comment: parsed.data.comment ?? '', receivedAt: new Date().toISOString() });
    return reply.status(201).send({ recorded: true });
  });
  app.get('/responses', async (request, reply) => {
    if (!carriesSurveyApiKey(request.headers.authorization, options.apiKey)) return reply.status(401).header('www-authenticate', 'Bearer').send({ message: "The survey provider's API key is required" });
    return { responses };
  });
  app.decorate('responses', responses);
  return app as FastifyInstance & { responses: SurveyResponse[] };
}
