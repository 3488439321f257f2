import { focusNewPageHeading } from './focus-new-page-heading';

function page(html: string) {
  document.body.innerHTML = `<nav><a href="/claims">Claims</a></nav><main id="main-content" tabindex="-1">${html}</main>`;
  return { main: document.getElementById('main-content') as HTMLElement, link: document.querySelector('a') as HTMLAnchorElement };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusNewPageHeading (the route-change rule)', () => {
  afterEach(() => jest.useRealTimers());

  it('moves focus from the tab link to the new page\'s h1 once the remote renders it', async () => {
    const { main, link } = page('<p>Loading</p>');
    link.focus();
    const beforeFocus = jest.fn();
    focusNewPageHeading({ main, beforeFocus });
    expect(document.activeElement).toBe(link);

    main.innerHTML = '<h1>Claims</h1><p>Your claims</p>';
    await flush();
    const heading = main.querySelector('h1') as HTMLElement;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(beforeFocus).toHaveBeenCalledTimes(1);
  });

  it('lands on the new h1, not on the previous page\'s heading still hidden by Suspense', async () => {
    const { main } = page('<div style="display: none"><h1>Home</h1></div>');
    focusNewPageHeading({ main });
    main.insertAdjacentHTML('beforeend', '<div><h1>Claims</h1></div>');
    await flush();
    expect(document.activeElement?.textContent).toBe('Claims');
  });

  it('focuses from <body> (the sign-in button left with its screen)', async () => {
    const { main } = page('<h1>Sign in</h1><button>Sign in</button>');
    (main.querySelector('button') as HTMLButtonElement).focus();
    focusNewPageHeading({ main });
    main.innerHTML = '<h1>Hi, Maria</h1>';
    await flush();
    expect(document.activeElement?.textContent).toBe('Hi, Maria');
  });

  it('waits past the previous heading: the same h1 and text is accepted only once <main> is quiet', async () => {
    jest.useFakeTimers();
    const { main, link } = page('<h1>Settings</h1>');
    link.focus();
    focusNewPageHeading({ main, settleMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(document.activeElement).toBe(link);
    jest.advanceTimersByTime(1);
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves focus alone when the page or the member moved it meanwhile', async () => {
    const { main, link } = page('<p>Loading</p>');
    link.focus();
    focusNewPageHeading({ main });
    main.innerHTML = '<label>Email <input /></label>';
    (main.querySelector('input') as HTMLInputElement).focus();
    await flush();
    main.insertAdjacentHTML('afterbegin', '<h1>Sign in</h1>');
    await flush();
    expect(document.activeElement).toBe(main.querySelector('input'));
  });

  it('stops watching when stopped (the route changed again) and after the time limit', async () => {
    jest.useFakeTimers();
    const { main, link } = page('');
    link.focus();
    const stop = focusNewPageHeading({ main, timeoutMs: 5000 });
    stop();
    main.innerHTML = '<h1>Claims</h1>';
    await Promise.resolve();
    jest.advanceTimersByTime(2000);
    expect(document.activeElement).toBe(link);

    const { main: later, link: laterLink } = page('');
    laterLink.focus();
    focusNewPageHeading({ main: later, timeoutMs: 5000 });
    jest.advanceTimersByTime(5000);
    later.innerHTML = '<h1>Claims</h1>';
    await Promise.resolve();
    jest.advanceTimersByTime(2000);
    expect(document.activeElement).toBe(laterLink);
  });
});
