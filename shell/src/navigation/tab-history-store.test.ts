import { createTabHistoryStore } from './tab-history-store';

const off = { globalNavigationOn: false };

describe('tab history store', () => {
  it('records locations, restores a tab and steps back within it', () => {
    const history = createTabHistoryStore();
    for (const path of ['/home', '/claims', '/claim-details/3', '/home']) history.record(path, off);
    expect(history.getState().activeTab).toBe('HOME');
    expect(history.targetOf('CLAIMS', off)).toBe('/claim-details/3');
    expect(history.select('CLAIMS', off)).toBe('/claim-details/3');
    history.record('/claim-details/3', off);
    expect(history.takeBackStep()).toBe('/claims');
    expect(history.takeBackStep()).toBeNull();
  });

  it('clears everything on sign-out', () => {
    const history = createTabHistoryStore();
    history.record('/claims', off);
    history.clear();
    expect(history.getState().activeTab).toBeNull();
    expect(history.targetOf('CLAIMS', off)).toBe('/claims');
  });
});
