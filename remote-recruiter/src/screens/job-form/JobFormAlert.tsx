import { Link as RRLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { JOB_FORM } from '../../texts';
import type { JobFormAlertState } from './useJobForm';

/** A failed save that is not one field's: the plan's open-jobs limit gets a way to upgrade. */
export function JobFormAlert({ alert }: { alert: JobFormAlertState | null }) {
  if (!alert) return null;
  return (
    <Alert
      severity="error"
      action={
        alert.planLimit ? (
          <Button component={RRLink} to="/subscription" color="inherit" size="small">
            {JOB_FORM.upgrade}
          </Button>
        ) : undefined
      }
    >
      {alert.planLimit && <AlertTitle>{JOB_FORM.planLimitTitle}</AlertTitle>}
      {alert.message}
    </Alert>
  );
}
