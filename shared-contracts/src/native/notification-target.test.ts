import { notificationTargetPath } from './notification-target';

const WEB = 'http://localhost:3000';

describe('notificationTargetPath (member-features §4)', () => {
  it('goes to the redirect url first, keeping its query', () => {
    expect(notificationTargetPath({ redirectUrl: '/home?modal=setupDirectDepositPrompt&redirectUrl=/claims', threadId: 't1' }, WEB)).toBe(
      '/home?modal=setupDirectDepositPrompt&redirectUrl=/claims',
    );
    expect(notificationTargetPath({ redirectUrl: 'member://claims' }, WEB)).toBe('/claims');
    expect(notificationTargetPath({ redirectUrl: 'http://localhost:3000/reimbursements' }, WEB)).toBe('/reimbursements');
  });

  it('else to the message thread', () => {
    expect(notificationTargetPath({ threadId: 'thread-42' }, WEB)).toBe('/messages/thread-42');
    expect(notificationTargetPath({ redirectUrl: null, threadId: 'thread-42' }, WEB)).toBe('/messages/thread-42');
    expect(notificationTargetPath({ redirectUrl: 'https://evil.example.com/', threadId: 'thread-42' }, WEB)).toBe('/messages/thread-42');
  });

  it('else to /home', () => {
    expect(notificationTargetPath({}, WEB)).toBe('/home');
    expect(notificationTargetPath({ redirectUrl: '', threadId: '' }, WEB)).toBe('/home');
    expect(notificationTargetPath({ threadId: '../account' }, WEB)).toBe('/home');
  });
});
