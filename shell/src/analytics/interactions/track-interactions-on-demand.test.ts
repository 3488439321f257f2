import i18next from 'i18next';
import { trackInteractionsOnDemand } from './track-interactions-on-demand';

it('reports a click through the module it loads on the first interaction, with the page the click happened on', async () => {
  const analytics = { click: jest.fn(), view: jest.fn(), inputChange: jest.fn() };
  window.history.replaceState(null, '', '/claims');
  document.body.innerHTML = '<button data-analytics="claims.filter">Filter</button>';
  trackInteractionsOnDemand({ analytics, i18n: i18next.createInstance() });
  document.querySelector('button')!.click();
  // The click's own handler navigates before the module has loaded: the page is still the one clicked on.
  window.history.replaceState(null, '', '/home');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(analytics.click).toHaveBeenCalledWith('claims.filter', { role: 'button', page: '/claims' });
});
