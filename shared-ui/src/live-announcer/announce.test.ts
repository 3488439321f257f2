import { announce, REGION_SETTLE_MS } from './announce';
import { clearAnnouncements } from './clear-announcements';

const politeLog = () => document.querySelector('[data-live-announcer] [aria-live="polite"]');
const assertiveLog = () => document.querySelector('[data-live-announcer] [aria-live="assertive"]');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  clearAnnouncements();
  jest.useRealTimers();
});

describe('announce: the live region is in the page, empty, before the message goes in', () => {
  it('the first message: the polite region exists empty at once and is filled only after it settled', () => {
    announce('Message sent');
    expect(politeLog()).not.toBeNull();
    expect(politeLog()).toHaveTextContent(/^$/);
    jest.advanceTimersByTime(REGION_SETTLE_MS - 1);
    expect(politeLog()).toHaveTextContent(/^$/);
    jest.advanceTimersByTime(1);
    expect(politeLog()).toHaveTextContent('Message sent');
    expect(assertiveLog()).toHaveTextContent(/^$/);
  });

  it('a region that has been there a while is filled on the next turn, never in the calling task', () => {
    announce('First');
    jest.advanceTimersByTime(REGION_SETTLE_MS);
    clearAnnouncements();
    announce('Second');
    expect(politeLog()).toHaveTextContent(/^$/);
    jest.advanceTimersByTime(0);
    expect(politeLog()).toHaveTextContent('Second');
  });

  it('a route change clearing the announcer in the calling task does not swallow the message', () => {
    announce('Claim submitted');
    clearAnnouncements();
    jest.advanceTimersByTime(REGION_SETTLE_MS);
    expect(politeLog()).toHaveTextContent('Claim submitted');
  });

  it('can be assertive; an empty message says nothing', () => {
    announce('  ');
    announce('Session ending', 'assertive');
    jest.advanceTimersByTime(REGION_SETTLE_MS);
    expect(assertiveLog()).toHaveTextContent('Session ending');
    expect(politeLog()).toHaveTextContent(/^$/);
  });
});
