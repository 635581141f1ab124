import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { toast } from 'shared-kernel';
import { isOpenApplicationStatus } from 'shared-kernel/rules';
import type { ApplicationStatus } from 'shared-kernel/contract';
import { ConfirmDialog } from 'shared-kernel/ui';
import { useWithdrawApplication } from '../api/applications';
import { WITHDRAW } from '../texts';

/**
 * "Withdraw application", for an open application only: asks first, then
 * POST /api/applications/:id/withdraw; the lists and the status chip read again (withdrawn).
 */
export function WithdrawApplication({
  id,
  status,
  title,
  company,
  size = 'small',
}: {
  id: string;
  status: ApplicationStatus;
  /** The job's title and the company's name, for the question and the toast. */
  title: string;
  company: string;
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication({
    onSuccess: () => {
      setOpen(false);
      toast({ title: WITHDRAW.done, description: WITHDRAW.doneText(company) });
    },
  });
  if (!isOpenApplicationStatus(status)) return null;
  return (
    <>
      <Button
        size={size}
        variant="text"
        color="error"
        aria-label={WITHDRAW.actionLabel(title)}
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        {WITHDRAW.action}
      </Button>
      <ConfirmDialog
        open={open}
        title={WITHDRAW.title}
        body={WITHDRAW.text(title, company)}
        confirmLabel={WITHDRAW.confirm}
        pending={withdraw.isPending}
        onClose={() => !withdraw.isPending && setOpen(false)}
        onConfirm={() => withdraw.mutate(id)}
      >
        {withdraw.isError && (
          <Alert severity="error">
            {WITHDRAW.failed}: {withdraw.error.message}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
