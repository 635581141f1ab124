import { useEffect, useRef, useState } from 'react';
import { Link as RRLink, useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ApiError,
  homePathFor,
  refreshCurrentUser,
  resendVerificationEmail,
  useCurrentUser,
  usePageTitle,
  verifyEmailAddress,
} from 'shared-kernel';
import { TextLink } from 'shared-kernel/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { COMMON, VERIFY_EMAIL as T } from '../../texts';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : COMMON.networkError;

/** A fresh link for the signed-in user; signed out, the way to sign in first. */
function NewLink({ signedIn }: { signedIn: boolean }) {
  const resend = useMutation({ mutationFn: resendVerificationEmail });
  if (!signedIn) return <TextLink to="/sign-in">{T.signInToResend}</TextLink>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
      >
        {T.resend}
      </Button>
      <Box role="status" aria-live="polite">
        {resend.isSuccess && <Typography>{resend.data?.message}</Typography>}
        {resend.isError && <Typography color="error">{messageOf(resend.error)}</Typography>}
      </Box>
    </Stack>
  );
}

/**
 * /verify-email?token=… (issue 28): the link of the verification e-mail. Posts the token once
 * (POST /api/auth/verify-email), takes it out of the address, then says the address is confirmed
 * (now, or already: a link opened again is not an error) under the heading "Email confirmed" (and
 * the signed-in user is read again, so the host's banner goes), or shows the API's message with a
 * way to get a new link.
 */
export default function VerifyEmail() {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyEmailAddress,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
  const started = useRef(false);
  usePageTitle(verify.isSuccess ? T.confirmed : T.title);

  useEffect(() => {
    // Once, even when React runs effects twice: the token works only once.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token);
    // The secret leaves the address (history, screenshots, a shared screen).
    setParams({}, { replace: true });
  }, [token, verify, setParams]);

  const signedIn = Boolean(user);
  let body;
  if (!token) {
    body = (
      <Stack spacing={2}>
        <Alert severity="warning">{T.missingToken}</Alert>
        <NewLink signedIn={signedIn} />
      </Stack>
    );
  } else if (verify.isSuccess) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {/* 200 `{ alreadyVerified }`: the link was opened again, once confirmed (not an error). */}
          {verify.data?.alreadyVerified
            ? `${T.already} ${T.alreadyHint}`
            : `${T.done} ${T.doneHint}`}
        </Alert>
        {user ? (
          <Button component={RRLink} to={homePathFor(user)} variant="contained" size="large">
            {T.continue}
          </Button>
        ) : (
          <Button component={RRLink} to="/sign-in" variant="contained" size="large">
            {T.signIn}
          </Button>
        )}
      </Stack>
    );
  } else if (verify.isError) {
    body = (
      <Stack spacing={2}>
        <Alert severity="error">{messageOf(verify.error)}</Alert>
        <NewLink signedIn={signedIn} />
      </Stack>
    );
  } else {
    body = (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{T.checking}</Typography>
      </Stack>
    );
  }

  return (
    <AuthLayout
      heading={verify.isSuccess ? T.confirmed : T.heading}
      footer={<TextLink to="/">{T.home}</TextLink>}
    >
      {body}
    </AuthLayout>
  );
}
