import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OwnershipTransferSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { useMembers } from '../../api/members';
import { useTransferOwnership } from '../../api/ownership';

const T = {
  title: 'Hand the company to another member',
  intro: 'The member you choose becomes the owner; you become an admin.',
  member: 'New owner',
  submit: 'Hand over',
  nobody: 'Invite another member first: the company needs an owner.',
  failed: 'We could not hand the company over. Try again.',
} as const;

/** The owner's hand-over (POST /api/companies/mine/owner), needed before deleting the account. */
export function HandOver({ selfId }: { selfId: string }) {
  const members = useMembers();
  // POST /api/companies/mine/owner's schema checks the member picked.
  const form = useContractForm(OwnershipTransferSchema, { defaultValues: { userId: '' } });
  const userId = useContractField(form, 'userId');
  const transfer = useTransferOwnership({ onSuccess: () => form.reset({ userId: '' }) });
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body, fail) => transfer.mutate(body.userId, { onError: fail }),
    { networkMessage: T.failed },
  );
  const others = (members.data?.items ?? []).filter((m) => m.userId !== selfId);
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.title}
      </Typography>
      <Typography color="text.secondary">{T.intro}</Typography>
      {alert && <Alert severity="error">{alert}</Alert>}
      {members.isSuccess && others.length === 0 ? (
        <Typography>{T.nobody}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            select
            id="hand-over-member"
            label={T.member}
            {...textFieldProps(userId)}
            sx={{ minWidth: 240 }}
          >
            {others.map((m) => (
              <MenuItem key={m.userId} value={m.userId}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!userId.value || transfer.isPending}
            onClick={onSubmit}
          >
            {T.submit}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
