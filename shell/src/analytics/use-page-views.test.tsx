import { act, render } from '@testing-library/react';
import { BrowserRouter, useNavigate } from '@member/router';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { usePageViews } from './use-page-views';

function Probe({ onNavigate }: { onNavigate: (navigate: (to: string) => void) => void }) {
  usePageViews();
  onNavigate(useNavigate());
  return null;
}

it('reports each page view by its route pattern, never the path, query or document title', () => {
  const page = jest.fn();
  const services = { analytics: { page } } as unknown as ShellServices;
  let navigate: (to: string) => void = () => undefined;
  window.history.replaceState(null, '', '/claim-details/clm-123?note=private');
  // A screen's own title can name a provider or a claim: it never reaches a page view.
  document.title = 'Claim: Lakeside Pediatrics, Oct 13, 2026 · Member';
  render(
    <ShellServicesProvider services={services}>
      <BrowserRouter>
        <Probe onNavigate={(next) => (navigate = next)} />
      </BrowserRouter>
    </ShellServicesProvider>,
  );
  act(() => navigate('/no/such/maria@example.com'));
  act(() => navigate('/messages/new'));
  // Pages the spec names in analytics (features §2 "base to buy up", "care team page") go by that name.
  act(() => navigate('/complete-account'));
  act(() => navigate('/care-team'));
  expect(page.mock.calls.map(([name]) => name)).toEqual(['/claim-details/:id', 'not-found', '/messages/:threadId', 'Base To Buy Up', 'Care Team Page']);
  expect(JSON.stringify(page.mock.calls)).not.toContain('Lakeside');
});
