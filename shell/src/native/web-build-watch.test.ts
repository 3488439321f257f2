import { watchWebBuild } from './web-build-watch';

function setup(initial: Record<string, string>, whenIdle: (run: () => void) => void = (run) => run()) {
  let served: Record<string, string | null> = { ...initial };
  const fetchMock = jest.fn(async (path: string) => {
    const body = served[path];
    return body === null || body === undefined ? ({ ok: false, status: 503, text: async () => '' } as Response) : ({ ok: true, status: 200, text: async () => body } as Response);
  });
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const onDeployed = jest.fn();
  const stop = watchWebBuild({ fetch: fetchMock as unknown as typeof fetch, document, onDeployed, whenIdle });
  const resume = async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { fetchMock, onDeployed, stop, resume, serve: (next: Record<string, string | null>) => void (served = { ...served, ...next }) };
}

const BUILD = { '/': '<script src="/main.aaa.js"></script>', '/config/remotes.json': '{"mfe_claims":"https://cdn/claims/1.0.0-1/mf-manifest.json"}' };

describe('watchWebBuild (access §1 over-the-air updates)', () => {
  it('reads nothing during start-up: the build the page started with is read once the page is idle', async () => {
    let idle: () => void = () => undefined;
    const { fetchMock, onDeployed, resume, serve } = setup(BUILD, (run) => (idle = run));
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    idle();
    await resume();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(onDeployed).not.toHaveBeenCalled();
    serve({ '/': '<script src="/main.bbb.js"></script>' });
    await resume();
    expect(onDeployed).toHaveBeenCalledTimes(1);
  });

  it('waits for the idle page by default (requestIdleCallback, or a few seconds where a web view lacks it)', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => '' }) as Response);
      watchWebBuild({ fetch: fetchMock, document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }), onDeployed: () => undefined });
      expect(fetchMock).not.toHaveBeenCalled();
      jest.advanceTimersByTime(3_000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the deployed index.html and remotes.json without the cache', async () => {
    const { fetchMock, resume } = setup(BUILD);
    await resume();
    expect(fetchMock).toHaveBeenCalledWith('/', { cache: 'no-cache' });
    expect(fetchMock).toHaveBeenCalledWith('/config/remotes.json', { cache: 'no-cache' });
  });

  it('reports nothing while the same build is deployed, then once when the app resumes on a newer one', async () => {
    const { onDeployed, resume, serve } = setup(BUILD);
    await resume();
    expect(onDeployed).not.toHaveBeenCalled();
    serve({ '/config/remotes.json': '{"mfe_claims":"https://cdn/claims/1.0.1-2/mf-manifest.json"}' });
    await resume();
    expect(onDeployed).toHaveBeenCalledTimes(1);
    serve({ '/': '<script src="/main.bbb.js"></script>' });
    await resume();
    expect(onDeployed).toHaveBeenCalledTimes(1);
  });

  it('a failed read (offline) is not a deploy; a new shell build is', async () => {
    const { onDeployed, resume, serve } = setup(BUILD);
    serve({ '/': null });
    await resume();
    expect(onDeployed).not.toHaveBeenCalled();
    serve({ '/': '<script src="/main.bbb.js"></script>' });
    await resume();
    expect(onDeployed).toHaveBeenCalledTimes(1);
  });

  it('stops listening', async () => {
    const { onDeployed, resume, serve, stop } = setup(BUILD);
    stop();
    serve({ '/': '<script src="/main.bbb.js"></script>' });
    await resume();
    expect(onDeployed).not.toHaveBeenCalled();
  });
});
