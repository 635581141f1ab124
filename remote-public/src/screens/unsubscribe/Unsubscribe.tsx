import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, usePageTitle } from 'shared-kernel';
import { EMAIL_KIND_DESCRIPTIONS } from 'shared-kernel/contract';
import { UNSUBSCRIBE_TEXTS as T, useUnsubscribe } from 'shared-kernel/account';
import { AuthLayout } from '../../components/AuthLayout';
import { TextLink } from 'shared-kernel/ui';

/**
 * /unsubscribe?token=… (issue 14): the link at the foot of an e-mail. Works signed out; a button
 * confirms (a mail scanner that opens the link turns nothing off), then it says what was turned
 * off. POST /api/email/unsubscribe.
 */
export default function Unsubscribe() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <AuthLayout heading={T.title} footer={<TextLink to="/">{T.home}</TextLink>}>
      {!token ? (
        <Alert severity="error">{T.missing}</Alert>
      ) : unsubscribe.isSuccess && unsubscribe.data ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {T.done(EMAIL_KIND_DESCRIPTIONS[unsubscribe.data.kind])}
          </Alert>
          <TextLink to="/settings">{T.settings}</TextLink>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{T.intro}</Typography>
          {unsubscribe.isError && (
            <Alert severity="error">
              {unsubscribe.error instanceof ApiError
                ? unsubscribe.error.message
                : 'We could not reach HospoHire. Check your connection and try again.'}
            </Alert>
          )}
          <Button
            variant="contained"
            onClick={() => unsubscribe.mutate(token)}
            disabled={unsubscribe.isPending}
          >
            {T.button}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
