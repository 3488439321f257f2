import { render, screen, waitFor } from '@testing-library/react';
import { currentQueryClient, HostQueriesProvider, useQuery } from './host-queries';

function Greeting() {
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Hello' });
  return <p>{greeting.isSuccess ? greeting.data : `not yet`}</p>;
}

describe('HostQueriesProvider', () => {
  it('leaves the query library unloaded on a page that never asks for it, then loads it and renders the queries once asked', async () => {
    const view = render(
      <HostQueriesProvider load={false}>
        <Greeting />
      </HostQueriesProvider>,
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentQueryClient()).toBeNull();

    view.rerender(
      <HostQueriesProvider load>
        <Greeting />
      </HostQueriesProvider>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await waitFor(() => expect(currentQueryClient()?.getQueryData(['greeting'])).toBe('Hello'));
  });
});
