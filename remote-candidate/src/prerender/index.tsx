// Build time only: `node ../tooling/prerender.mjs` (this package's build) renders these in Node to
// dist/prerender/<name>.html, served from this remote's origin. The host's server inlines the
// fragment into a signed-in page at request time (docs/prerender.md), with the signed-in
// candidate's first name in the heading when the server can ask the API for it (`firstName`).
import { PageContainer } from 'shared-kernel';
import { ButtonLink } from 'shared-kernel/ui';
import { DASHBOARD } from '../texts';

export const fragments = {
  // The dashboard's own frame (screens/dashboard/Dashboard.tsx), its cards to come.
  dashboard: {
    path: '/dashboard',
    /** The heading's text for a first name: the server puts in the candidate's (or none). */
    firstName: (name: string) => DASHBOARD.welcome(name),
    render: (firstName: string) => (
      <PageContainer
        title={DASHBOARD.welcome(firstName)}
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
