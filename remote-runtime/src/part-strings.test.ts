import i18next from 'i18next';
import { addPartStrings } from './part-strings';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en-US', resources: { 'en-US': { app: { first: { heading: 'First' } } } }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('addPartStrings', () => {
  it("adds a part's strings in each language it brings, beside what the namespace had", async () => {
    const i18n = await instance();
    addPartStrings(i18n, 'later', 'app', { 'en-US': { later: { heading: 'Later' } }, 'es-US': { later: { heading: 'Después' } } });
    expect(i18n.t('app:first.heading')).toBe('First');
    expect(i18n.t('app:later.heading')).toBe('Later');
    expect(i18n.getResource('es-US', 'app', 'later.heading')).toBe('Después');
  });

  it('never overwrites a string that was there first (a content-managed one), and fills in the rest', async () => {
    const i18n = await instance();
    i18n.addResource('en-US', 'app', 'later.heading', 'From content');
    addPartStrings(i18n, 'later', 'app', { 'en-US': { later: { heading: 'Later', body: 'Body' } } });
    expect(i18n.t('app:later.heading')).toBe('From content');
    expect(i18n.t('app:later.body')).toBe('Body');
  });

  it('adds a part once per instance: a later change is not undone by the next render', async () => {
    const i18n = await instance();
    const strings = { 'en-US': { later: { heading: 'Later' } } };
    addPartStrings(i18n, 'later', 'app', strings);
    const added = jest.spyOn(i18n, 'addResourceBundle');
    addPartStrings(i18n, 'later', 'app', strings);
    expect(added).not.toHaveBeenCalled();
    const other = await instance();
    addPartStrings(other, 'later', 'app', strings);
    expect(other.t('app:later.heading')).toBe('Later');
  });
});
