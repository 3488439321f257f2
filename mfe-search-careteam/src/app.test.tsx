import { screen } from '@testing-library/react';
import { renderAt } from './testing/search-fixtures';

describe('search and care-team remote', () => {
  it('renders the search heading and an unknown path as the page-not-found page', async () => {
    await renderAt('/search', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Find care' })).toBeInTheDocument();
    await renderAt('/search/nope', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
