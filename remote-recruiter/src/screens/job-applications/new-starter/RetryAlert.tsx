import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { COMMON } from '../../../texts';

/**
 * A failed save of one of the record's forms: the API's message, and Retry sending the same form
 * again (a submit button, so the typed values go as they are).
 */
export function RetryAlert({ message, spaced = false }: { message: string; spaced?: boolean }) {
  return (
    <Alert
      severity="error"
      sx={spaced ? { mt: 1 } : undefined}
      action={
        <Button color="inherit" size="small" type="submit">
          {COMMON.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
