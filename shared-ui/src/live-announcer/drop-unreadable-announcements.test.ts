import { dropUnreadableAnnouncements, stopWatchingAnnouncementLabels, watchAnnouncementLabels } from './drop-unreadable-announcements';

function announcer() {
  const node = document.createElement('div');
  node.dataset.liveAnnouncer = 'true';
  const log = document.createElement('div');
  log.setAttribute('aria-live', 'assertive');
  node.appendChild(log);
  document.body.prepend(node);
  return log;
}

function entry(labelledBy: string) {
  const node = document.createElement('div');
  node.setAttribute('role', 'img');
  node.setAttribute('aria-labelledby', labelledBy);
  return node;
}

afterEach(() => {
  stopWatchingAnnouncementLabels();
  document.body.innerHTML = '';
});

describe('announcements that read nothing are dropped', () => {
  it('removes an entry whose label ids are all gone, keeps one that still has a label', () => {
    const log = announcer();
    const button = document.createElement('button');
    button.id = 'submit';
    document.body.appendChild(button);
    log.append(entry('gone'), entry('submit'), entry('gone submit'));
    dropUnreadableAnnouncements();
    expect(Array.from(log.children).map((node) => node.getAttribute('aria-labelledby'))).toEqual(['submit', 'gone submit']);
  });

  it('once watching: an entry added after its button left, and one whose button leaves later, both go', async () => {
    const log = announcer();
    const button = document.createElement('button');
    button.id = 'submit';
    document.body.appendChild(button);
    watchAnnouncementLabels();
    watchAnnouncementLabels(); // idempotent

    log.append(entry('submit'));
    await Promise.resolve();
    expect(log.children).toHaveLength(1);

    button.remove();
    await Promise.resolve();
    expect(log.children).toHaveLength(0);

    log.append(entry('never-there'));
    await Promise.resolve();
    expect(log.children).toHaveLength(0);
  });

  it('leaves text announcements alone', async () => {
    const log = announcer();
    watchAnnouncementLabels();
    const text = document.createElement('div');
    text.textContent = 'Saved';
    log.append(text);
    await Promise.resolve();
    expect(log.textContent).toBe('Saved');
  });
});
