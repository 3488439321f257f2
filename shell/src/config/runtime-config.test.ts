import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';
import localRemotes from '../../config/local/remotes.json';
import localServices from '../../config/local/services.json';
import productionServices from '../../config/production/services.json';

function fakeFetch(files: Record<string, unknown>, status = 200): typeof fetch {
  return (async (url: string) => ({
    ok: status === 200,
    status,
    json: async () => files[url],
  })) as unknown as typeof fetch;
}

describe('loadRuntimeConfig', () => {
  it('reads the environment’s remotes manifest and services', async () => {
    const config = await loadRuntimeConfig(fakeFetch({ '/config/remotes.json': localRemotes, '/config/services.json': localServices }), 'http://localhost:3000/home');
    expect(config.services.identity.userPoolEndpoint).toBe('/api/identity');
  });

  it('resolves a remote named by a path against the page (one URL for the federation runtime, the service worker and a retry), and keeps an absolute URL', async () => {
    const remotes = { ...localRemotes, mfe_claims: 'http://localhost:3004/mf-manifest.json' };
    const config = await loadRuntimeConfig(fakeFetch({ '/config/remotes.json': remotes, '/config/services.json': localServices }), 'http://localhost:3000/claim-details/7?tab=2');
    expect(config.remotes.mfe_auth).toBe('http://localhost:3000/remotes/mfe-auth/mf-manifest.json');
    expect(config.remotes.mfe_claims).toBe('http://localhost:3004/mf-manifest.json');
  });

  it.each(['remotes/mfe-auth/mf-manifest.json', '//evil.example/mf-manifest.json', '/\\evil.example/mf-manifest.json', 'javascript:alert(1)//mf-manifest.json', '/remotes/mfe-auth/mf-manifest.json?v=2'])(
    'refuses %s as a remote’s manifest location',
    async (location) => {
      const remotes = { ...localRemotes, mfe_auth: location };
      await expect(loadRuntimeConfig(fakeFetch({ '/config/remotes.json': remotes, '/config/services.json': localServices }), 'http://localhost:3000/')).rejects.toThrow(
        /mfe_auth must be the URL or path of its mf-manifest\.json/,
      );
    },
  );

  it('calls the member API, identity, content, flags and the analytics collector on the shell’s own origin (no CORS preflight)', async () => {
    const { services } = await loadRuntimeConfig(fakeFetch({ '/config/remotes.json': localRemotes, '/config/services.json': localServices }));
    const called = [services.memberApiUrl, services.identity.userPoolEndpoint, services.content.baseUrl, services.flagsUrl, services.analyticsCollectorUrl];
    expect(called).toEqual(['/api/member', '/api/identity', '/api/content', '/api/flags', '/api/member/analytics/events']);
    // The hosted sign-in pages are a page of their own (a navigation), on the identity service's origin.
    expect(services.identity.hostedUiDomain).toBe('http://localhost:4001');
  });

  it('refuses a manifest that misses a remote or points somewhere other than an mf-manifest.json', async () => {
    const { mfe_claims: _dropped, ...withoutClaims } = localRemotes;
    await expect(loadRuntimeConfig(fakeFetch({ '/config/remotes.json': withoutClaims, '/config/services.json': localServices }))).rejects.toThrow(
      /mfe_claims/,
    );
    await expect(
      loadRuntimeConfig(fakeFetch({ '/config/remotes.json': { ...localRemotes, mfe_auth: 'http://localhost:3001/remoteEntry.js' }, '/config/services.json': localServices })),
    ).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('refuses a services.json the deploy step has not filled, naming the placeholder', async () => {
    await expect(loadRuntimeConfig(fakeFetch({ '/config/remotes.json': localRemotes, '/config/services.json': productionServices }))).rejects.toThrow(
      /unfilled deploy placeholder \$\{MEMBER_USER_POOL_ID\}/,
    );
  });

  it('fails clearly when the configuration cannot be fetched', async () => {
    await expect(loadRuntimeConfig(fakeFetch({}, 503))).rejects.toThrow('/config/remotes.json answered 503');
  });
});
