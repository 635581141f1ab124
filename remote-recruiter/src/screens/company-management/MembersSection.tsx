import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast, useCurrentUser } from 'shared-kernel';
import type { MemberRole } from '../../api/company';
import { addMember, listMembers, MEMBERS_KEY, removeMember, type Member } from '../../api/members';
import { ConfirmDialog } from '../../company-kit/ConfirmDialog';
import { labelOf, looksLikeEmail, saveErrorFrom } from '../../company-kit/form';
import { QueryView } from '../../company-kit/QueryView';
import { COMPANY_TEXTS as T } from '../../texts-company';

const ROLES: MemberRole[] = ['recruiter', 'admin', 'owner'];

export function MembersSection({ canManage }: { canManage: boolean }) {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  const members = useQuery({ queryKey: MEMBERS_KEY, queryFn: listMembers });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('recruiter');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
  const add = useMutation({
    mutationFn: addMember,
    onSuccess: () => {
      setEmail('');
      toast({ title: T.memberAdded });
      void refresh();
    },
    onError: (error) => {
      const shown = saveErrorFrom(error, ['email'] as const);
      if ('field' in shown) setEmailError(shown.message);
      else setAlert(shown.alert);
    },
  });
  const remove = useMutation({
    mutationFn: removeMember,
    onSuccess: () => {
      setRemoving(null);
      toast({ title: T.memberRemoved });
      void refresh();
    },
    onError: (error) => {
      setRemoving(null);
      toast({ title: error.message, variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!looksLikeEmail(email)) {
      setEmailError(T.memberEmailInvalid);
      document.getElementById('member-email')?.focus();
      return;
    }
    add.mutate({ email: email.trim(), role });
  };

  return (
    <>
      <QueryView query={members}>
        {(page) => (
          <List dense disablePadding>
            {page.items.map((member) => (
              <ListItem
                key={member.userId}
                divider
                secondaryAction={
                  canManage && member.userId !== me?.id ? (
                    <Button size="small" color="error" onClick={() => setRemoving(member)}>
                      {T.remove}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {member.name}
                      </Box>
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={member.userId === me?.id ? `${member.name} ${T.you}` : member.name}
                  secondary={`${member.email} · ${labelOf(member.role)}`}
                  sx={{ pr: 10, overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
      {canManage && (
        <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }}>
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
            <TextField
              id="member-email"
              label={T.memberEmail}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setEmailError(undefined);
              }}
              error={Boolean(emailError)}
              helperText={emailError ?? T.memberHint}
              fullWidth
            />
            <TextField
              id="member-role"
              select
              label={T.memberRole}
              value={role}
              onChange={(e) => setRole(e.target.value as MemberRole)}
              sx={{ minWidth: 150 }}
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {labelOf(r)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="outlined"
              disabled={add.isPending}
              sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}
            >
              {T.addMember}
            </Button>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={T.removeTitle(removing?.name ?? '')}
        body={T.removeBody}
        confirmLabel={T.remove}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.userId)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
