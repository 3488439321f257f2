import { silentLogLine } from '../http/request-log';
import { httpTestClient } from '../testing/http-test-client';
import { createSurveyServer } from './survey-server';

const API_KEY = 'test-survey-key';

describe('survey provider stand-in', () => {
  it('serves the survey frameable by the shell origins only, and records a valid answer', async () => {
    const app = await createSurveyServer({ logLine: silentLogLine, apiKey: API_KEY });
    const http = httpTestClient(app);
    try {
      const page = await http.request({ url: '/nps?lang=es-US' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lang="es-US"');
      expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000 http://127.0.0.1:3000');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await http.request({ url: '/nps.js' })).body).toContain('member-nps-survey');
      expect((await http.request({ method: 'POST', url: '/responses', payload: { score: 11 } })).statusCode).toBe(400);
      expect((await http.request({ method: 'POST', url: '/responses', payload: { score: 9, comment: 'Quick' } })).statusCode).toBe(201);
      expect((await http.request({ url: '/responses', headers: { authorization: `Bearer ${API_KEY}` } })).json().responses).toEqual([{ score: 9, comment: 'Quick', receivedAt: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });

  it("lists the recorded answers (comments included) only to the holder of the provider's API key", async () => {
    const app = await createSurveyServer({ logLine: silentLogLine, apiKey: API_KEY });
    const http = httpTestClient(app);
    try {
      await http.request({ method: 'POST', url: '/responses', payload: { score: 3, comment: 'About my claim for Sofia' } });
      for (const authorization of [undefined, 'Bearer wrong-key', `Basic ${API_KEY}`, `Bearer ${API_KEY}x`]) {
        const refused = await http.request({ url: '/responses', ...(authorization ? { headers: { authorization } } : {}) });
        expect([authorization, refused.statusCode]).toEqual([authorization, 401]);
        expect(refused.body).not.toContain('Sofia');
      }
      expect((await http.request({ url: '/responses', headers: { authorization: `Bearer ${API_KEY}` } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
