import { render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import type { RemoteMountProps } from '@member/shared-contracts/mount';
import { RemotePropsContext } from './remote-props-context';
import { withHostQueries } from './with-host-queries';

function Screen() {
  const client = useQueryClient();
  return <p>{client ? 'has the host client' : 'no client'}</p>;
}
const Wrapped = withHostQueries(Screen);
const withClient = (queryClient: QueryClient | null) => ({ queryClient }) as unknown as RemoteMountProps;

describe('withHostQueries', () => {
  it('renders nothing on a visitor’s page, where the host has no QueryClient (contract 1.6.0)', () => {
    const { container } = render(
      <RemotePropsContext.Provider value={withClient(null)}>
        <Wrapped />
      </RemotePropsContext.Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('puts the screen under the host’s QueryClient once there is one', () => {
    render(
      <RemotePropsContext.Provider value={withClient(new QueryClient())}>
        <Wrapped />
      </RemotePropsContext.Provider>,
    );
    expect(screen.getByText('has the host client')).toBeInTheDocument();
  });
});
