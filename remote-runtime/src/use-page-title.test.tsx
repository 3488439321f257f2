import { screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createTestMountProps } from './testing/create-test-mount-props';
import { renderRemote } from './testing/render-remote';
import { usePageTitle } from './use-page-title';

const translations = { 'en-US': {}, 'es-US': {} };

function Titled({ title }: { title: string | null }) {
  usePageTitle(title);
  return <p>page</p>;
}

function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown(false)}>Leave</button>
      {shown && <Titled title="Dr. Ana Ruiz, MD" />}
    </>
  );
}

describe('usePageTitle (WCAG 2.4.2)', () => {
  it("sets the screen's own title and clears it when the screen goes", async () => {
    await renderRemote(() => <Toggle />, { remoteName: 'mfe_search_careteam', translations, path: '/search' });
    expect(document.title).toBe('Dr. Ana Ruiz, MD');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(document.title).toBe('');
  });

  it('sets nothing while the title is unknown, and nothing on a host without setPageTitle', async () => {
    document.title = 'Search';
    await renderRemote(() => <Titled title={null} />, { remoteName: 'mfe_search_careteam', translations, path: '/search' });
    expect(document.title).toBe('Search');
    const { props } = await createTestMountProps({ remoteName: 'mfe_search_careteam', translations });
    const { setPageTitle: _absent, ...olderHostLayout } = props.layout;
    await renderRemote(() => <Titled title="Dr. Ana Ruiz, MD" />, { remoteName: 'mfe_search_careteam', translations, path: '/search', overrides: { layout: olderHostLayout } });
    expect(document.title).toBe('Search');
  });
});
