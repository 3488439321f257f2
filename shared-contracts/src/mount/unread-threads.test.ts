import { unreadThreadsPollInterval } from './unread-threads';

describe('unread threads polling', () => {
  it('polls every 3000 ms in the messages area and every 10000 ms elsewhere', () => {
    expect(unreadThreadsPollInterval('/messages')).toBe(3000);
    expect(unreadThreadsPollInterval('/messages/new')).toBe(3000);
    expect(unreadThreadsPollInterval('/home')).toBe(10000);
    expect(unreadThreadsPollInterval('/messages-old')).toBe(10000);
  });
});
