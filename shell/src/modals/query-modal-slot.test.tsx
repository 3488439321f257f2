import { render, screen } from '@testing-library/react';
import { Router, type Navigator } from '@member/router';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { decideRouteAccess, matchRoute } from '@member/shared-contracts/routes';
import { type QueryModalRequest } from '@member/shared-contracts/modals';
import { type RemoteName } from '@member/shared-contracts/routes';
import { makeAccount } from '@member/shared-contracts/testing';
import type { MemberContext } from '../session/use-member-context';
import type { ModalHost } from './modal-host';
import { QueryModalSlot } from './query-modal-slot';

jest.mock('./modal-remote', () => ({
  ModalRemote: ({ remote, modal }: { remote: RemoteName; modal: QueryModalRequest }) => <p>{`${remote} shows ${modal.name}, then ${modal.continueTo}`}</p>,
}));

let member: MemberContext;

function signedIn(productFeatures: ('HRA' | 'SEARCH')[], bankAccountLinkingUX: boolean) {
  const account = makeAccount({ accountId: '200001', productFeatures });
  member = ({
    session: { status: 'authenticated', accountId: '200001', clientId: null, mfaEnabled: false, accountRefreshCounter: 0, claims: null },
    account,
    client: null,
    flags: { ...FLAG_DEFAULTS, bankAccountLinkingUX },
    features: new Set(productFeatures),
    pageLoading: false,
    accountError: null,
  } as never);
}

const host = (): ModalHost => ({ member, logger: {} as never, decideRouteAccess, matchRoute, loadRemoteLifecycles: jest.fn(), MountedRemote: () => null });

const navigator = { createHref: String, go: jest.fn(), push: jest.fn(), replace: jest.fn() } as unknown as Navigator;
const at = (path: string) => {
  const [pathname = '/', search = ''] = path.split('?');
  return render(
    <Router location={{ pathname, search: search ? `?${search}` : '', hash: '', state: null, key: 'k' }} navigator={navigator}>
      <QueryModalSlot host={host()} />
    </Router>,
  );
};

describe('the query modal slot (features §2 `modal`)', () => {
  it('mounts the owner of the modal’s route with the request, over any page', () => {
    signedIn(['HRA'], true);
    at('/claims?modal=setupDirectDepositPrompt&redirectUrl=/claims');
    expect(screen.getByText('mfe_reimbursements shows setupDirectDepositPrompt, then /claims')).toBeInTheDocument();
  });

  it('refuses an off-site redirect: the choices stay on the page under the prompt', () => {
    signedIn(['HRA'], true);
    at('/claims?modal=setupDirectDepositPrompt&redirectUrl=https://evil.example/phish');
    expect(screen.getByText('mfe_reimbursements shows setupDirectDepositPrompt, then /claims')).toBeInTheDocument();
  });

  it.each([
    ['without HRA', ['SEARCH'] as const, true],
    ['with bankAccountLinkingUX off', ['HRA'] as const, false],
  ])('shows nothing to a member the route’s gate refuses (%s)', (_, features, flag) => {
    signedIn([...features], flag);
    const { container } = at('/claims?modal=setupDirectDepositPrompt&redirectUrl=/claims');
    expect(container.textContent).toBe('');
  });

  it('shows nothing for an unknown modal or a visitor who is not signed in', () => {
    signedIn(['HRA'], true);
    expect(at('/claims?modal=surprise').container.textContent).toBe('');
    member = { session: { status: 'unauthenticated' }, account: null, features: new Set(), flags: FLAG_DEFAULTS } as never;
    expect(at('/?modal=setupDirectDepositPrompt').container.textContent).toBe('');
  });
});
