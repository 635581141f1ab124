import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState, PageContainer, QueryView, useMessages } from 'shared-kernel';
import { formatRelativeTime } from 'shared-kernel/rules';
import type { Message } from 'shared-kernel/contract';
import { MessageComposer } from './MessageComposer';
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
  const end = useRef<HTMLDivElement>(null);

  const count = thread.data?.items.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

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
              <MessageComposer conversationId={id} />
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
