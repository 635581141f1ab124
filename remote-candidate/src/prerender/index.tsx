// Build time only: `node ../tooling/prerender.mjs` (this package's build) renders these in Node to
// dist/prerender/<name>.html, served from this remote's origin. The host's server inlines the
// fragment into a signed-in page at request time (docs/prerender.md). No one's data: the server
// knows only that a session cookie is there, so the heading has no name until the screen runs.
import { PageContainer } from 'shared-kernel';
import { ButtonLink } from 'shared-kernel/ui';
import { DASHBOARD } from '../texts';

export const fragments = {
  // The dashboard's own frame (screens/dashboard/Dashboard.tsx), its cards to come.
  dashboard: {
    path: '/dashboard',
    render: () => (
      <PageContainer
        title={DASHBOARD.welcome('')}
        subtitle={DASHBOARD.subtitle}
        actions={
          <ButtonLink to="/profile" variant="outlined">
            {DASHBOARD.editProfile}
          </ButtonLink>
        }
      >
        {null}
      </PageContainer>
    ),
  },
};
