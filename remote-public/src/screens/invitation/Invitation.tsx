import { Link as RRLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  isRecruiter,
  QueryView,
  toast,
  useCurrentUser,
  usePageTitle,
} from 'shared-kernel';
import { apiErrorMessage } from 'shared-kernel/forms';
import { formatShortDate } from 'shared-kernel/rules';
import { AuthLayout } from '../../components/AuthLayout';
import { SubmitButton } from '../../components/SubmitButton';
import { withIntent } from '../../components/form';
import { COMMON } from '../../texts';
import { INVITATION } from '../../texts/invitation';
import {
  useAcceptInvitation,
  useInvitation,
  type InvitationPreview,
} from '../../queries/invitations';

/** Where a recruiter lands once they have joined. */
export const JOINED_PATH = '/recruiter';

/**
 * /invitations/:token: what the e-mailed link invites to (company, role, address). Signed out,
 * sign in or create a recruiter account and come back here; signed in as a recruiter, accept and
 * land in the company.
 */
export default function Invitation() {
  usePageTitle(INVITATION.title);
  const { token = '' } = useParams();
  const preview = useInvitation(token);

  // 404: expired, used, revoked or mangled: one plain message, and what to do about it.
  if (preview.error instanceof ApiError && preview.error.status === 404) {
    return (
      <AuthLayout heading={INVITATION.badLinkTitle}>
        <Stack spacing={2}>
          <Alert severity="warning">{preview.error.message}</Alert>
          <Typography>{INVITATION.badLinkHint}</Typography>
          <Button component={RRLink} to="/" variant="outlined">
            {INVITATION.home}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <QueryView query={preview} errorTitle={INVITATION.loadFailed}>
      {(invitation) => <InvitationCard token={token} invitation={invitation} />}
    </QueryView>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const { data: user, isPending: userPending } = useCurrentUser();
  const here = `/invitations/${encodeURIComponent(token)}`;

  // The hook reads the company link again: the host's onboarding gate and the recruiter screens
  // must not keep the "no company" answer they may have read before.
  const accept = useAcceptInvitation(token, {
    onSuccess: () => {
      toast({ title: INVITATION.joined(invitation.companyName) });
      navigate(JOINED_PATH, { replace: true });
    },
  });
  const failure = accept.isError ? apiErrorMessage(accept.error, COMMON.networkError) : null;

  return (
    <AuthLayout
      heading={INVITATION.heading(invitation.companyName)}
      pitch={INVITATION.invited(invitation.invitedBy, invitation.email, invitation.role)}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{INVITATION.roleHelp[invitation.role]}</Typography>
        <Typography color="text.secondary">
          {INVITATION.expires(formatShortDate(invitation.expiresAt))}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {userPending ? null : !user ? (
          <>
            <Typography>{INVITATION.signedOut}</Typography>
            <Button
              component={RRLink}
              to={withIntent('/sign-in', { next: here })}
              variant="contained"
              size="large"
            >
              {INVITATION.signIn}
            </Button>
            <Button
              component={RRLink}
              to={withIntent('/recruiter-signup', { next: here })}
              variant="outlined"
              size="large"
            >
              {INVITATION.createAccount}
            </Button>
          </>
        ) : !isRecruiter(user) ? (
          <Alert severity="warning">{INVITATION.candidate}</Alert>
        ) : (
          <>
            {user.email.toLowerCase() !== invitation.email.toLowerCase() && (
              <Alert severity="warning">{INVITATION.otherAccount(user.email)}</Alert>
            )}
            <form
              onSubmit={(event) => {
                event.preventDefault();
                accept.mutate();
              }}
            >
              <SubmitButton pending={accept.isPending}>{INVITATION.accept}</SubmitButton>
            </form>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
