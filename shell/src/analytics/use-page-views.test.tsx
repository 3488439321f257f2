import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate } from '@member/router';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import type { MemberContext } from '../session/use-member-context';
import { usePageViews } from './use-page-views';

let memberContext: Pick<MemberContext, 'flags' | 'pageLoading'> = { flags: FLAG_DEFAULTS, pageLoading: false };
jest.mock('../session/use-member-context', () => ({ useMemberContext: () => memberContext }));

function Probe({ onNavigate }: { onNavigate: (navigate: (to: string) => void) => void }) {
  usePageViews();
  onNavigate(useNavigate());
  return null;
}

function renderProbe() {
  const page = jest.fn();
  const services = { analytics: { page } } as unknown as ShellServices;
  let navigate: (to: string) => void = () => undefined;
  const tree = () => (
    <ShellServicesProvider services={services}>
      <BrowserRouter>
        <Probe onNavigate={(next) => (navigate = next)} />
      </BrowserRouter>
    </ShellServicesProvider>
  );
  const view = render(tree());
  return { page, navigate: (to: string) => act(() => navigate(to)), rerender: () => act(() => view.rerender(tree())) };
}

beforeEach(() => {
  memberContext = { flags: FLAG_DEFAULTS, pageLoading: false };
});

it('reports each page view by its route pattern, never the path, query or document title', () => {
  window.history.replaceState(null, '', '/claim-details/clm-123?note=private');
  // A screen's own title can name a provider or a claim: it never reaches a page view.
  document.title = 'Claim: Lakeside Pediatrics, Oct 13, 2026 · Member';
  const { page, navigate } = renderProbe();
  navigate('/no/such/maria@example.com');
  navigate('/messages/new');
  // Pages the spec names in analytics (features §2 "base to buy up", "care team page") go by that name.
  navigate('/complete-account');
  navigate('/care-team');
  expect(page.mock.calls.map(([name]) => name)).toEqual(['/claim-details/:id', 'not-found', '/messages/:threadId', 'Base To Buy Up', 'Care Team Page']);
  expect(JSON.stringify(page.mock.calls)).not.toContain('Lakeside');
});

describe('/benefit-access (features §2 "external benefit", §9 showExternalPortal)', () => {
  it('with the flag on, one visit is one page view, "External Benefit", sent once the flags are known', () => {
    window.history.replaceState(null, '', '/benefit-access');
    memberContext = { flags: FLAG_DEFAULTS, pageLoading: true };
    const { page, rerender } = renderProbe();
    expect(page).not.toHaveBeenCalled();
    memberContext = { flags: { ...FLAG_DEFAULTS, showExternalPortal: true }, pageLoading: false };
    rerender();
    // The account refetched or the flags re-evaluated later: still the same visit.
    memberContext = { flags: { ...FLAG_DEFAULTS, showExternalPortal: true }, pageLoading: false };
    rerender();
    expect(page.mock.calls).toEqual([['External Benefit']]);
  });

  it('with the flag off, the route pattern once', () => {
    window.history.replaceState(null, '', '/benefit-access');
    const { page, navigate } = renderProbe();
    navigate('/home');
    navigate('/benefit-access');
    expect(page.mock.calls.map(([name]) => name)).toEqual(['/benefit-access', '/home', '/benefit-access']);
  });
});
