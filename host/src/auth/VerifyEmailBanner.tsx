import { useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError, resendVerificationEmail, type User } from 'shared-kernel';
import { SHELL_TEXTS as T } from '../shell-texts';

/** The page where the link is being followed: the banner would only flash there. */
const VERIFY_PAGE = '/verify-email';

/**
 * Under the top bar on every page of a signed-in user whose address is not verified yet (issue
 * 28): says where the link went, why it matters to this side (a candidate's updates; a
 * recruiter's team invitations), and offers to send it again (POST
 * /api/auth/resend-verification; "Sent", or the API's message such as the 429's). In the page's
 * flow, never over its content. Goes once the user is read again with `emailVerified: true`.
 */
export function VerifyEmailBanner({ user }: { user: User | null | undefined }) {
  const { pathname } = useLocation();
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  if (!user || user.emailVerified || pathname === VERIFY_PAGE) return null;

  let outcome = '';
  if (resend.isSuccess) outcome = T.resendSent;
  else if (resend.isError)
    outcome = resend.error instanceof ApiError ? resend.error.message : T.resendFailed;

  return (
    <Box
      component="section"
      aria-label={T.verifyEmailRegion}
      sx={{
        // Dark text on a pale amber (as MUI's warning Alert): readable at AA contrast.
        bgcolor: '#fff4e5',
        color: 'text.primary',
        borderBottom: 2,
        borderColor: 'warning.main',
        px: 2,
        py: 1.5,
      }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {T.verifyEmail(user.email)}
          </Typography>
          <Typography variant="body2">{T.verifyEmailWhy[user.userType]}</Typography>
        </Box>
        <Button
          variant="contained"
          size="small"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || resend.isSuccess}
          sx={{ flexShrink: 0 }}
        >
          {T.resendEmail}
        </Button>
        <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
          {outcome}
        </Typography>
      </Box>
    </Box>
  );
}
