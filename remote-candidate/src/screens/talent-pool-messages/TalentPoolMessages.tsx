import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import { EmptyState, PageContainer } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatRelativeTime } from 'shared-kernel/rules';
import { useMessages, useSendMessage, type Message } from '../../api/conversations';
import { MESSAGES } from '../../texts';

function Bubble({ message, company }: { message: Message; company: string }) {
  const mine = message.fromCandidate;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 2,
          py: 1.25,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, opacity: 0.9 }}>
          {mine ? MESSAGES.you : company} · {formatRelativeTime(message.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      </Box>
    </Box>
  );
}

/** A conversation with an employer; a message from them arrives live (no polling). */
export default function TalentPoolMessages() {
  const { id = '' } = useParams();
  const thread = useMessages(id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const send = useSendMessage({ onSuccess: () => setDraft('') });

  const count = thread.data?.items.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setError(MESSAGES.required);
      document.getElementById('message-body')?.focus();
      return;
    }
    setError(null);
    send.mutate({ id, body: draft.trim() });
  };

  const company = thread.data?.conversation.companyName;
  const body = (
    <QueryView query={thread} errorTitle={MESSAGES.loadFailed}>
      {(data) => {
        return (
          <Card variant="outlined">
            <CardContent>
              {data.items.length === 0 ? (
                <EmptyState title={MESSAGES.empty} description={MESSAGES.emptyText} />
              ) : (
                <Stack
                  component="ol"
                  spacing={1.5}
                  aria-label={MESSAGES.history}
                  aria-live="polite"
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {data.items.map((message) => (
                    <Bubble key={message.id} message={message} company={company ?? ''} />
                  ))}
                </Stack>
              )}
              <div ref={end} />
              <Box component="form" noValidate onSubmit={submit} sx={{ mt: 3 }}>
                {send.isError && (
                  <Alert severity="error" sx={{ mb: 2 }}>
                    {MESSAGES.sendFailed}: {(send.error as Error).message}
                  </Alert>
                )}
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    id="message-body"
                    label={MESSAGES.message}
                    multiline
                    minRows={2}
                    maxRows={8}
                    fullWidth
                    value={draft}
                    onChange={(e) => {
                      setDraft(e.target.value);
                      if (error) setError(null);
                    }}
                    error={Boolean(error)}
                    helperText={error ?? undefined}
                    slotProps={{ htmlInput: { maxLength: 5000 } }}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    endIcon={<SendIcon />}
                    disabled={send.isPending}
                    sx={{ flexShrink: 0, minHeight: 56 }}
                  >
                    {MESSAGES.send}
                  </Button>
                </Stack>
              </Box>
            </CardContent>
          </Card>
        );
      }}
    </QueryView>
  );

  return (
    <PageContainer
      title={company ? MESSAGES.title(company) : MESSAGES.fallbackTitle}
      maxWidth={880}
      actions={
        <Button component={RouterLink} to="/talent-pool" startIcon={<ArrowBackIcon />}>
          {MESSAGES.back}
        </Button>
      }
    >
      {body}
    </PageContainer>
  );
}
