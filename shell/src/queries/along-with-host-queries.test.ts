import { alongWithHostQueries, currentQueryClient } from './host-queries';

const ticks = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('alongWithHostQueries', () => {
  it('holds a chunk that failed until the query library has loaded, so the error page mounts after the tree is drawn afresh, not before it', async () => {
    const failure = new Error('Loading chunk info-pages failed');
    let finishLibrary!: () => void;
    const library = new Promise<void>((resolve) => (finishLibrary = resolve));
    const outcome = { settled: false };
    const loading = alongWithHostQueries(Promise.reject(failure), library).finally(() => (outcome.settled = true));

    await ticks();
    expect(outcome.settled).toBe(false);
    finishLibrary();
    await expect(loading).rejects.toBe(failure);
  });

  it('hands over the chunk once both have loaded, the host library by default', async () => {
    const route = { default: 'the info route' };
    await expect(alongWithHostQueries(Promise.resolve(route))).resolves.toBe(route);
    expect(currentQueryClient()).not.toBeNull();
  });

  it('fails when the library does not load, though the chunk did', async () => {
    const failure = new Error('Loading chunk query-library failed');
    await expect(alongWithHostQueries(Promise.resolve({}), Promise.reject(failure))).rejects.toBe(failure);
  });
});
