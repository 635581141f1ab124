import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, useCurrentUser } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { useLiveConnectionStore, type LiveStatus } from 'shared-kernel/live';
import { formatDate } from 'shared-kernel/rules';
import { CHAT_TEST } from './texts';

const STATUS_COLOUR: Record<LiveStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  idle: 'default',
  connecting: 'info',
  open: 'success',
  reconnecting: 'warning',
  'gave-up': 'error',
  disabled: 'error',
  closed: 'default',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /chat-test: the live connection's state and the raw events it received (support staff). */
export default function ChatTest() {
  const user = useCurrentUser();
  const status = useLiveConnectionStore((s) => s.status);
  const attempts = useLiveConnectionStore((s) => s.attempts);
  const url = useLiveConnectionStore((s) => s.url);
  const received = useLiveConnectionStore((s) => s.received);

  const body = (
    <QueryView query={user} errorTitle={CHAT_TEST.loadFailed} allowNull>
      {(data) => {
        if (!data)
          return (
            <EmptyState
              title={CHAT_TEST.signedOutTitle}
              description={CHAT_TEST.signedOutText}
              action={
                <Button component={RouterLink} to="/sign-in" variant="contained">
                  {CHAT_TEST.signIn}
                </Button>
              }
            />
          );
        return (
          <>
            <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr auto' },
                }}
              >
                <Fact label={CHAT_TEST.state}>
                  <Chip
                    data-testid="live-status"
                    data-status={status}
                    color={STATUS_COLOUR[status]}
                    label={CHAT_TEST.statuses[status]}
                  />
                </Fact>
                <Fact label={CHAT_TEST.address}>{url ?? '—'}</Fact>
                <Fact label={CHAT_TEST.attempts}>
                  <span data-testid="live-attempts">{attempts}</span>
                </Fact>
              </Box>
            </Paper>
            <Typography component="h2" variant="h6" fontWeight={800} sx={{ mb: 1 }}>
              {CHAT_TEST.received} ({received.length})
            </Typography>
            {received.length === 0 ? (
              <EmptyState title={CHAT_TEST.noEventsTitle} description={CHAT_TEST.noEventsText} />
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {received.map((message, index) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={`${message.at}-${index}`}
                    sx={{ p: 1.5 }}
                    data-testid="live-event"
                  >
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                      <Typography variant="caption" color="text.secondary">
                        <time dateTime={message.at}>{formatDate(message.at, 'HH:mm:ss')}</time>
                      </Typography>
                      <Chip
                        size="small"
                        label={message.chat ? CHAT_TEST.chat : CHAT_TEST.event}
                        variant="outlined"
                      />
                    </Box>
                    <Box
                      component="pre"
                      sx={{
                        m: 0,
                        fontSize: 13,
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        fontFamily: 'monospace',
                      }}
                    >
                      {message.raw}
                    </Box>
                  </Paper>
                ))}
              </Box>
            )}
          </>
        );
      }}
    </QueryView>
  );

  return (
    <PageContainer title={CHAT_TEST.title} subtitle={CHAT_TEST.subtitle}>
      {body}
    </PageContainer>
  );
}
