import { useEffect, useRef } from 'react';
import { Link as RRLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EmptyState,
  PageContainer,
  useConversations,
  useMessages,
  useSendMessage,
} from 'shared-kernel';
import { formatRelativeTime } from 'shared-kernel/rules';
import { SendMessageBodySchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  MESSAGE_MAX_LENGTH,
  useRefreshConversations,
  useStartConversation,
  type Conversation,
} from '../../api/conversations';
import { usePoolCandidate } from '../../api/talent-pool';
import { COMMON, MESSAGES } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { messageOf } from '../../kit/errors';

/** A message to send: said under the field when it is missing, too long or refused by the API. */
function Composer({ onSend }: { onSend: (body: string) => Promise<void> }) {
  // The messages API's schema checks the trimmed message, after the composer's own checks.
  const form = useContractForm(SendMessageBodySchema, {
    defaultValues: { body: '' },
    checks: ({ body }) => ({
      body: !body.trim()
        ? COMMON.required(MESSAGES.message)
        : body.length > MESSAGE_MAX_LENGTH
          ? MESSAGES.tooLong
          : undefined,
    }),
    toBody: ({ body }) => ({ body: body.trim() }),
  });
  const body = useContractField(form, 'body');
  // A failed send keeps the message as typed, with the API's words under it.
  const { onSubmit } = useFormSubmit(form, async (values) => {
    try {
      await onSend(values.body);
      form.reset({ body: '' });
    } catch (error) {
      form.setError('body', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2 }}
    >
      <TextField
        id="message-body"
        label={MESSAGES.message}
        {...textFieldProps(body)}
        multiline
        maxRows={6}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting}
        sx={{ height: 56 }}
      >
        {MESSAGES.send}
      </Button>
    </Box>
  );
}

function Thread({ conversation }: { conversation: Conversation }) {
  const messages = useMessages(conversation.id);
  const send = useSendMessage();
  const refreshConversations = useRefreshConversations();
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.items.length ?? 0;
  // The newest message in view; reading marks the conversation read, so its unread count goes.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
    if (count) void refreshConversations();
  }, [count, refreshConversations]);

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {MESSAGES.with(conversation.candidateName)}
      </Typography>
      <QueryView query={messages}>
        {(thread) =>
          thread.items.length === 0 ? (
            <EmptyState title={MESSAGES.none} description={MESSAGES.noneHint} />
          ) : (
            <Stack
              ref={list}
              component="ol"
              spacing={1}
              aria-live="polite"
              sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 480, overflowY: 'auto' }}
            >
              {thread.items.map((m) => (
                <Box
                  component="li"
                  key={m.id}
                  sx={{
                    alignSelf: m.fromCandidate ? 'flex-start' : 'flex-end',
                    maxWidth: '85%',
                    bgcolor: m.fromCandidate ? 'grey.100' : 'primary.main',
                    color: m.fromCandidate ? 'text.primary' : 'primary.contrastText',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                  }}
                >
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{m.body}</Typography>
                  <Typography variant="caption" sx={{ opacity: 0.85 }}>
                    {m.fromCandidate ? conversation.candidateName : MESSAGES.you} ·{' '}
                    {formatRelativeTime(m.createdAt)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          )
        }
      </QueryView>
      <Composer
        onSend={async (body) => {
          await send.mutateAsync({ conversationId: conversation.id, body });
        }}
      />
    </Box>
  );
}

/** No conversation yet: the first message starts one with the talent-pool candidate `candidateId`. */
function NewConversation({ candidateId }: { candidateId: string }) {
  const candidate = usePoolCandidate(candidateId);
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <QueryView query={candidate}>
      {(c) => (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {MESSAGES.with(c.name)}
          </Typography>
          <Alert severity="info">{MESSAGES.noneHint}</Alert>
          <Composer
            onSend={async (body) => {
              const started = await start.mutateAsync({ candidateId, body });
              navigate(`/talent-pool/messages/${started.conversation.id}`, { replace: true });
            }}
          />
        </Box>
      )}
    </QueryView>
  );
}

export default function TalentPoolMessages() {
  const { id = '' } = useParams();
  const conversations = useConversations();

  return (
    <PageContainer title={MESSAGES.title}>
      <QueryView query={conversations}>
        {(page) => {
          // The id is a conversation's (notifications link there) or a candidate's (from a profile).
          const current =
            page.items.find((c) => c.id === id) ?? page.items.find((c) => c.candidateId === id);
          return (
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
                alignItems: 'start',
              }}
            >
              <Paper
                variant="outlined"
                sx={{ p: 2, order: { xs: 2, md: 1 } }}
                component="nav"
                aria-label={MESSAGES.conversations}
              >
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {MESSAGES.conversations}
                </Typography>
                {page.items.length === 0 ? (
                  <Typography color="text.secondary">{MESSAGES.noConversations}</Typography>
                ) : (
                  <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {page.items.map((c) => (
                      <li key={c.id}>
                        <Badge
                          color="primary"
                          badgeContent={c.unreadCount}
                          invisible={!c.unreadCount}
                        >
                          <Link
                            component={RRLink}
                            to={`/talent-pool/messages/${c.id}`}
                            aria-current={current?.id === c.id ? 'page' : undefined}
                            sx={{ fontWeight: current?.id === c.id ? 700 : 400 }}
                          >
                            {c.candidateName}
                          </Link>
                        </Badge>
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {formatRelativeTime(c.lastMessageAt)}
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                )}
              </Paper>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, order: { xs: 1, md: 2 } }}>
                {current ? (
                  <Thread key={current.id} conversation={current} />
                ) : (
                  <NewConversation candidateId={id} />
                )}
              </Paper>
            </Box>
          );
        }}
      </QueryView>
    </PageContainer>
  );
}
