import { silentLogLine } from '../http/request-log';
import { httpTestClient } from '../testing/http-test-client';
import { createSurveyServer } from './survey-server';

describe('survey provider stand-in', () => {
  it('serves the survey frameable by the shell origins only, and records a valid answer', async () => {
    const app = await createSurveyServer({ logLine: silentLogLine });
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
      expect((await http.request({ url: '/responses' })).json().responses).toEqual([{ score: 9, comment: 'Quick', receivedAt: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });
});
