import { announce } from './announce';
import { clearAnnouncements } from './clear-announcements';

const log = (politeness: 'polite' | 'assertive') => document.querySelector(`[data-live-announcer] [aria-live="${politeness}"]`);

describe('announce', () => {
  afterEach(() => clearAnnouncements());

  it('writes into the polite log of the one announcer, a region that stays in the document', () => {
    announce('Claim submitted');
    expect(log('polite')).toHaveTextContent('Claim submitted');
    expect(log('assertive')).toHaveTextContent('');
    clearAnnouncements();
    expect(log('polite')).toBeInTheDocument();
    expect(log('polite')).toBeEmptyDOMElement();
  });

  it('is assertive when asked', () => {
    announce('Connection lost', 'assertive');
    expect(log('assertive')).toHaveTextContent('Connection lost');
  });
});
