import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RemoteName } from 'shared-kernel';

const AREA_NAMES: Record<RemoteName, string> = {
  remote_public: 'public pages',
  remote_candidate: 'job seeker screens',
  remote_recruiter: 'recruiter screens',
};

/** The fallback of one remote area: what failed, and Retry. */
export default function RemoteUnavailable({
  remote,
  message,
  onRetry,
}: {
  remote: RemoteName;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>The {AREA_NAMES[remote]} could not be loaded</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
