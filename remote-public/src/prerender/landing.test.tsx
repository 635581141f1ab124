import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from 'shared-kernel';
import { fragments } from './index';

// The landing fragment as the build prerenders it (tooling/prerender.mjs renders it to a string
// inside a router and a query client): its search works without script, to the public job search.
describe('prerendered landing fragment', () => {
  it('renders the hero with a plain GET search to /job-search', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[fragments.landing.path]}>
            {fragments.landing.render()}
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Hospitality hiring that fits');
    const form = page.querySelector('form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/job-search');
    expect(form?.querySelector('input[name="q"]')).not.toBeNull();
  });
});
