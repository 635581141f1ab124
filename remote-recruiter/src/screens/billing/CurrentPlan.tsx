import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import { useCancelSubscription, type Subscription } from '../../api/billing';
import { ConfirmDialog } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { price } from './PlanCards';

/** The plan the company is on, how much of its open-jobs limit is used, and cancelling. */
export function CurrentPlan({
  subscription: s,
  canCancel = false,
}: {
  subscription: Subscription;
  canCancel?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: T.cancelled });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: error.message, variant: 'destructive' });
    },
  });
  const used =
    s.openJobsLimit === null ? 0 : Math.min(100, (s.openJobs / Math.max(1, s.openJobsLimit)) * 100);
  return (
    <Box>
      <Typography variant="h5" component="p" data-testid="current-plan">
        {s.planName}{' '}
        <Typography component="span" color="text.secondary">
          {price(s.monthlyPrice)}
          {s.monthlyPrice > 0 ? T.perMonth : ''}
        </Typography>
      </Typography>
      <Typography sx={{ mt: 1 }}>{T.usage(s.openJobs, s.openJobsLimit)}</Typography>
      {s.openJobsLimit !== null && (
        <LinearProgress
          variant="determinate"
          value={used}
          aria-label={T.usage(s.openJobs, s.openJobsLimit)}
          color={used >= 100 ? 'warning' : 'primary'}
          sx={{ height: 8, borderRadius: 4, my: 1, maxWidth: 420 }}
        />
      )}
      {s.currentPeriodEnd && (
        <Typography color="text.secondary">
          {s.cancelAtPeriodEnd
            ? T.ends(formatShortDate(s.currentPeriodEnd))
            : T.renews(formatShortDate(s.currentPeriodEnd))}
        </Typography>
      )}
      {canCancel && s.plan !== 'free' && !s.cancelAtPeriodEnd && (
        <Button color="error" variant="outlined" sx={{ mt: 2 }} onClick={() => setConfirming(true)}>
          {T.cancel}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.cancelTitle}
        body={T.cancelBody}
        confirmLabel={T.cancel}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
