import { Suspense, act, use } from 'react';
import { transitionRootClient } from './transition-root';

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}

describe('transitionRootClient: a remote root that renders as a transition', () => {
  it('renders as a transition: an update that suspends keeps what is on screen instead of the fallback', async () => {
    const container = document.createElement('div');
    const root = transitionRootClient.createRoot(container);
    await act(async () => root.render(<Suspense fallback={<p>loading</p>}><p>first</p></Suspense>));
    expect(container.textContent).toBe('first');

    // An urgent render would replace "first" with the fallback; a transition holds the committed tree.
    await act(async () => root.render(<Suspense fallback={<p>loading</p>}><Waiting /></Suspense>));
    expect(container.textContent).toBe('first');

    await act(async () => root.render(<Suspense fallback={<p>loading</p>}><p>second</p></Suspense>));
    expect(container.textContent).toBe('second');
    await act(async () => root.unmount());
    expect(container.textContent).toBe('');
  });
});
