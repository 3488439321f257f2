import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { ChunkLoadErrorBoundary } from './chunk-load-error-boundary';
import { isChunkLoadError } from './is-chunk-load-error';
import { renderWithShell } from '../testing/render-with-shell';

function chunkLoadError() {
  const error = new Error('Loading chunk 7 failed.\n(timeout: https://app.example/7.js)');
  error.name = 'ChunkLoadError';
  return error;
}

let failure: Error | null = null;
function Page() {
  if (failure) throw failure;
  return <h1>Claims</h1>;
}

class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  override render() {
    return this.state.caught ? <p>outer caught {this.state.caught}</p> : this.props.children;
  }
}

describe('a shell chunk that does not load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    failure = null;
    jest.restoreAllMocks();
  });

  it('recognises webpack’s ChunkLoadError by name', () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('shows the generic error page with refresh (not a blank screen), logs it, and clears on route change', async () => {
    failure = chunkLoadError();
    const onChunkLoadError = jest.fn();
    const view = await renderWithShell(
      <ChunkLoadErrorBoundary resetKey="/claims" onChunkLoadError={onChunkLoadError}>
        <Page />
      </ChunkLoadErrorBoundary>,
      { path: '/claims' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(onChunkLoadError).toHaveBeenCalledWith(failure);

    failure = null;
    view.rerender(
      <ChunkLoadErrorBoundary resetKey="/home" onChunkLoadError={onChunkLoadError}>
        <Page />
      </ChunkLoadErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
  });

  it('leaves any other error to the unexpected-error boundary above', async () => {
    failure = new Error('render bug');
    await renderWithShell(
      <Outer>
        <ChunkLoadErrorBoundary resetKey="/claims">
          <Page />
        </ChunkLoadErrorBoundary>
      </Outer>,
    );
    expect(screen.getByText('outer caught render bug')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
