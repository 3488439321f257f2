import i18next from 'i18next';
import { reportInteraction, watchViews } from './interaction-tracking';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'es-US',
  resources: {
    'es-US': {
      mfe_claims: { list: { filter: 'Filtrar', greeting: 'Hola, {{name}}' }, search: { label: 'Buscar' } },
      shell: { dialog: { title: 'Su sesión está por vencer' } },
    },
  },
});

function setUp(html: string) {
  document.body.innerHTML = html;
  const analytics = { click: jest.fn(), view: jest.fn(), inputChange: jest.fn() };
  const fire = (target: Element, type: 'click' | 'change') => {
    const event = new Event(type, { bubbles: true });
    target.dispatchEvent(event);
    reportInteraction(event, '/claim-details/clm-123', { analytics, i18n });
  };
  return { analytics, fire };
}

describe('clicks and input changes (features §7 "Element Clicked")', () => {
  it('names a pressed element by the key of its fixed copy, the same in every language, with its role and page', () => {
    const { analytics, fire } = setUp('<button type="button"><span>Filtrar</span></button>');
    fire(document.querySelector('span')!, 'click');
    expect(analytics.click).toHaveBeenCalledWith('mfe_claims:list.filter', { role: 'button', page: '/claim-details/:id' });
  });

  it('never names an element by what it shows: a name, a provider or copy that takes values', () => {
    const { analytics, fire } = setUp(`
      <button>Hola, Maria</button>
      <a href="/claim-details/clm-9">Lakeside Pediatrics · Oct 13, 2026</a>
      <a href="https://maps.example.com/?daddr=12+Oak+St">12 Oak St</a>
      <div role="tab" data-analytics="tab.claims">Maria's claims</div>`);
    for (const element of document.querySelectorAll('button, a, [role=tab]')) fire(element, 'click');
    expect(analytics.click.mock.calls).toEqual([
      ['unnamed', { role: 'button', page: '/claim-details/:id' }],
      ['/claim-details/:id', { role: 'link', page: '/claim-details/:id' }],
      ['external:maps.example.com', { role: 'link', page: '/claim-details/:id' }],
      ['tab.claims', { role: 'tab', page: '/claim-details/:id' }],
    ]);
    expect(JSON.stringify(analytics.click.mock.calls)).not.toMatch(/Maria|Lakeside|Oak|2026|clm-9/);
  });

  it('reports a changed field by its label key or name, never its value; plain text is not a click', () => {
    const { analytics, fire } = setUp(`
      <label for="q">Buscar</label><input id="q" value="knee pain">
      <input name="dateOfBirth" aria-label="Fecha" value="1985-04-12">
      <p>Maria</p>`);
    const [search, birth] = document.querySelectorAll('input');
    fire(search!, 'change');
    fire(birth!, 'change');
    fire(document.querySelector('p')!, 'click');
    expect(analytics.inputChange.mock.calls).toEqual([
      ['mfe_claims:search.label', { role: 'textbox', page: '/claim-details/:id' }],
      ['dateOfBirth', { role: 'textbox', page: '/claim-details/:id' }],
    ]);
    expect(JSON.stringify(analytics.inputChange.mock.calls)).not.toMatch(/knee|1985/);
    expect(analytics.click).not.toHaveBeenCalled();
  });
});

describe('views (features §7 "Element Viewed")', () => {
  let callback: IntersectionObserverCallback = () => undefined;
  const observed: Element[] = [];
  beforeEach(() => {
    observed.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(next: IntersectionObserverCallback) {
        callback = next;
      }
      observe(element: Element) {
        observed.push(element);
      }
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  const show = (target: Element, isIntersecting: boolean) => callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

  it('reports a dialog or a marked element each time it comes into view, named by its fixed copy or its mark', async () => {
    const { analytics } = setUp('<section data-analytics-view="banner.directDeposit">Maria, set up direct deposit</section>');
    window.history.replaceState(null, '', '/home');
    watchViews(document, { analytics, i18n });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-labelledby', 'dialog-title');
    dialog.innerHTML = '<h2 id="dialog-title">Su sesión está por vencer</h2>';
    document.body.append(dialog);
    await Promise.resolve();
    expect(observed).toEqual([document.querySelector('section'), dialog]);

    show(observed[0]!, true);
    show(dialog, true);
    show(dialog, true);
    show(dialog, false);
    show(dialog, true);
    expect(analytics.view.mock.calls).toEqual([
      ['banner.directDeposit', { role: 'region', page: '/home' }],
      ['shell:dialog.title', { role: 'dialog', page: '/home' }],
      ['shell:dialog.title', { role: 'dialog', page: '/home' }],
    ]);
  });
});
