import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatShortDate } from 'shared-kernel/rules';
import { toast, useCurrentUser } from 'shared-kernel';
import { InvitationInputSchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  textFieldProps,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  useInvitations,
  useInviteMember,
  useRevokeInvitation,
  type PendingInvitation,
} from '../../api/invitations';
import {
  INVITABLE_ROLES,
  useChangeMemberRole,
  useMembers,
  useRemoveMember,
  type InvitableRole,
  type Member,
} from '../../api/members';
import { ConfirmDialog, QueryView, visuallyHidden } from 'shared-kernel/ui';
import { labelOf, looksLikeEmail } from '../../kit/form';
import { COMMON } from '../../texts';
import { COMPANY_TEXTS as T } from '../../texts-company';

/**
 * The team: every member sees who is in it; the owner and admins (`canManage`) also invite by
 * e-mail, revoke pending invitations, move members between admin and recruiter and remove them.
 * The owner's own row has no controls (the API refuses them too).
 */
export function MembersSection({ canManage }: { canManage: boolean }) {
  const { data: me } = useCurrentUser();
  const members = useMembers();
  const [removing, setRemoving] = useState<Member | null>(null);

  const failed = (error: Error) => toast({ title: error.message, variant: 'destructive' });
  const remove = useRemoveMember({
    onSuccess: () => {
      setRemoving(null);
      toast({ title: T.memberRemoved });
    },
    onError: (error) => {
      setRemoving(null);
      failed(error);
    },
  });
  const changeRole = useChangeMemberRole({
    onSuccess: (member) => {
      toast({ title: T.roleChanged(member.name, labelOf(member.role)) });
    },
    onError: failed,
  });

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {canManage ? T.rolesHint : T.readOnlyHint}
      </Typography>
      <QueryView query={members}>
        {(page) => (
          <List dense disablePadding>
            {page.items.map((member) => {
              const managed = canManage && member.role !== 'owner' && member.userId !== me?.id;
              const otherRole: InvitableRole = member.role === 'admin' ? 'recruiter' : 'admin';
              return (
                <ListItem
                  key={member.userId}
                  divider
                  secondaryAction={
                    managed ? (
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          disabled={changeRole.isPending}
                          onClick={() =>
                            changeRole.mutate({ userId: member.userId, role: otherRole })
                          }
                        >
                          {T.makeRole(labelOf(otherRole))}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            {member.name}
                          </Box>
                        </Button>
                        <Button size="small" color="error" onClick={() => setRemoving(member)}>
                          {T.remove}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            {member.name}
                          </Box>
                        </Button>
                      </Stack>
                    ) : undefined
                  }
                >
                  <ListItemText
                    primary={member.userId === me?.id ? `${member.name} ${T.you}` : member.name}
                    secondary={`${member.email} · ${labelOf(member.role)}`}
                    sx={{ pr: managed ? 28 : 0, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </QueryView>
      {canManage && <Invitations />}
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

/** The owner's and admins' part: invite by e-mail and role; pending invitations with Revoke. */
function Invitations() {
  const pending = useInvitations();
  // POST /api/companies/mine/invitations' schema checks what is sent, after the form's own check.
  const form = useContractForm<
    typeof InvitationInputSchema,
    { email: string; role: InvitableRole }
  >(InvitationInputSchema, {
    defaultValues: { email: '', role: 'recruiter' },
    checks: (values) => ({
      email: looksLikeEmail(values.email) ? undefined : T.memberEmailInvalid,
    }),
    toBody: (values) => ({ email: values.email.trim(), role: values.role }),
  });
  const email = useContractField(form, 'email');
  const role = useContractField(form, 'role');
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);

  const invite = useInviteMember({
    onSuccess: (answer) => {
      form.resetField('email');
      toast({ title: answer.message });
    },
  });
  const revoke = useRevokeInvitation({
    onSuccess: () => {
      setRevoking(null);
      toast({ title: T.revoked });
    },
    onError: (error) => {
      setRevoking(null);
      toast({ title: error.message, variant: 'destructive' });
    },
  });

  const { alert, onSubmit } = useFormSubmit(form, invite, { networkMessage: COMMON.networkError });

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
          {T.inviteTitle}
        </Typography>
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
            {...textFieldProps(email, T.memberHint)}
            fullWidth
          />
          <TextField
            id="member-role"
            select
            label={T.memberRole}
            {...textFieldProps(role)}
            sx={{ minWidth: 150 }}
          >
            {INVITABLE_ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {labelOf(r)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="outlined"
            disabled={invite.isPending}
            sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}
          >
            {T.invite}
          </Button>
        </Stack>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {T.pending}
      </Typography>
      <QueryView query={pending}>
        {(items) =>
          items.length === 0 ? (
            <Typography color="text.secondary">{T.noPending}</Typography>
          ) : (
            <List dense disablePadding aria-label={T.pending}>
              {items.map((invitation) => (
                <ListItem
                  key={invitation.id}
                  divider
                  secondaryAction={
                    <Button size="small" color="error" onClick={() => setRevoking(invitation)}>
                      {T.revoke}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {invitation.email}
                      </Box>
                    </Button>
                  }
                >
                  <ListItemText
                    primary={invitation.email}
                    secondary={T.pendingLine(
                      labelOf(invitation.role),
                      invitation.invitedBy?.name ?? null,
                      formatShortDate(invitation.expiresAt),
                    )}
                    sx={{ pr: 10, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle(revoking?.email ?? '')}
        body={T.revokeBody}
        confirmLabel={T.revoke}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
