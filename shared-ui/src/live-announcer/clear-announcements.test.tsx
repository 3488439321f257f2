import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { clearAnnouncements } from './clear-announcements';

const announcements = () => document.querySelectorAll('[data-live-announcer] [aria-live] > *');

describe('clearAnnouncements', () => {
  it('removes the pending announcement a Button left behind when its screen goes away (no role=img labelled by a gone button)', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button pendingLabel="Loading">Sign in</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    rerender(<Button pendingLabel="Loading" isPending>Sign in</Button>);

    // react-aria announces the pending button by reference to its label.
    const entry = document.querySelector('[data-live-announcer] [role="img"][aria-labelledby]');
    expect(entry).not.toBeNull();
    unmount();
    const dangling = (entry?.getAttribute('aria-labelledby') ?? '').split(' ').filter((id) => !document.getElementById(id));
    expect(dangling.length).toBeGreaterThan(0);

    clearAnnouncements();
    expect(announcements()).toHaveLength(0);
  });

  it('does nothing before anything was announced', () => {
    expect(() => clearAnnouncements()).not.toThrow();
  });
});
