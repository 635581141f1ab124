import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, toast, useConversations } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatRelativeTime } from 'shared-kernel/rules';
import { useProfile, useSaveProfile } from '../../api/profile';
import { TALENT_POOL } from '../../texts';
import { ToneChip } from '../../components/ToneChip';

function Visibility() {
  const profile = useProfile();
  const save = useSaveProfile({
    onSuccess: (_, input) =>
      toast({
        title: input.visibleInTalentPool ? TALENT_POOL.madeVisible : TALENT_POOL.madeHidden,
      }),
  });

  const body = (
    <QueryView query={profile} errorTitle={TALENT_POOL.loadFailed} allowNull>
      {(data) => {
        {
          const visible = Boolean(data?.visibleInTalentPool);
          return (
            <Stack spacing={1}>
              <FormControlLabel
                control={
                  <Switch
                    checked={
                      save.isPending ? Boolean(save.variables?.visibleInTalentPool) : visible
                    }
                    disabled={save.isPending}
                    onChange={(event) => save.mutate({ visibleInTalentPool: event.target.checked })}
                  />
                }
                label={TALENT_POOL.visibleLabel}
              />
              <Typography color="text.secondary">
                {visible ? TALENT_POOL.visibleOn : TALENT_POOL.visibleOff}
              </Typography>
              {save.isError && (
                <Alert severity="error">
                  {TALENT_POOL.saveFailed}: {(save.error as Error).message}
                </Alert>
              )}
            </Stack>
          );
        }
      }}
    </QueryView>
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {TALENT_POOL.visibilityHeading}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

function Conversations() {
  const conversations = useConversations();

  const body = (
    <QueryView query={conversations} errorTitle={TALENT_POOL.conversationsFailed} allowNull>
      {(data) => {
        if (!data?.items.length)
          return <EmptyState title={TALENT_POOL.empty} description={TALENT_POOL.emptyText} />;
        return (
          <List disablePadding>
            {data.items.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/talent-pool/messages/${c.id}`}
                  divider
                  sx={{ gap: 2 }}
                >
                  <ListItemText
                    primary={c.companyName}
                    secondary={c.lastMessage?.body ?? TALENT_POOL.noMessages}
                    slotProps={{
                      primary: { sx: { fontWeight: c.unreadCount ? 700 : 500 } },
                      secondary: { noWrap: true },
                    }}
                    sx={{ minWidth: 0 }}
                  />
                  <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }} spacing={0.5}>
                    <Typography variant="body2" color="text.secondary">
                      {formatRelativeTime(c.lastMessageAt ?? c.createdAt)}
                    </Typography>
                    {c.unreadCount > 0 && (
                      <ToneChip tone="warning" label={TALENT_POOL.unread(c.unreadCount)} />
                    )}
                  </Stack>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      }}
    </QueryView>
  );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {TALENT_POOL.conversations}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/** For a candidate: whether employers can find them, and their conversations with employers. */
export default function TalentPool() {
  return (
    <PageContainer title={TALENT_POOL.title} subtitle={TALENT_POOL.subtitle} maxWidth={880}>
      <Stack spacing={3}>
        <Visibility />
        <Conversations />
      </Stack>
    </PageContainer>
  );
}
