// Build time only (scripts/prerender.mjs bundles and runs this in Node): the signed-in candidate's
// frame for every deep link, as HTML with the styles it uses, for dist/index.html. frame.ts shows
// it before any other script has run when the browser's hints say a candidate is signed in.
import { PageContainer, pageTitle, type User } from 'shared-kernel';
import { ButtonLink } from 'shared-kernel/ui';
// The dashboard's heading, from remote-candidate's source (the remote's screen replaces it).
import { DASHBOARD } from '../../../remote-candidate/src/texts';
import { CookieBanner } from '../cookies/CookieBanner';
import { FRAME_ATTRIBUTES, type FrameHeadings } from './frame';
import { renderInShell, type RenderedShell } from './render-shell';

/** A candidate as the top bar sees one (its name is only in the user menu, loaded later). */
const FRAME_USER: User = {
  id: 'frame',
  email: 'frame@hospohire.invalid',
  firstName: '',
  lastName: '',
  name: '',
  userType: 'candidate',
  role: 'candidate',
  type: 'candidate',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The dashboard's heading for each hint (first visit or not, a first name or none). */
function dashboardHeadings(): FrameHeadings {
  const name = '{firstName}';
  const heading = (firstVisit: boolean, withName: boolean) => {
    const text = DASHBOARD.welcome(withName ? name : '', firstVisit);
    return { text, title: pageTitle(text) };
  };
  return {
    back: heading(false, true),
    first: heading(true, true),
    backNoName: heading(false, false),
    firstNoName: heading(true, false),
  };
}

/** The top bar, <main> with each page's part (the dashboard's heading), the cookie banner. */
export function renderSignedInFrame(): RenderedShell {
  const headings = dashboardHeadings();
  return renderInShell({
    user: FRAME_USER,
    path: '/dashboard',
    after: (
      <div {...{ [FRAME_ATTRIBUTES.cookieBanner]: '' }}>
        <CookieBanner />
      </div>
    ),
    children: (
      <div
        {...{
          [FRAME_ATTRIBUTES.page]: '/dashboard',
          [FRAME_ATTRIBUTES.headings]: JSON.stringify(headings),
        }}
      >
        {/* The dashboard's own frame (remote-candidate Dashboard.tsx), its cards to come. */}
        <PageContainer
          title={headings.backNoName.text}
          subtitle={DASHBOARD.subtitle}
          actions={
            <ButtonLink to="/profile" variant="outlined">
              {DASHBOARD.editProfile}
            </ButtonLink>
          }
        >
          {null}
        </PageContainer>
      </div>
    ),
  });
}
