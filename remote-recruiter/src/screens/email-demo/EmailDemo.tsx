import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { EmptyState, PageContainer } from 'shared-kernel';
import { formatRelativeTime } from 'shared-kernel/rules';
import { useMyMailbox } from '../../api/mailbox';
import { QueryView } from 'shared-kernel/ui';
import { MAILBOX_TEXTS as T } from '../../texts-company';

/** /email-demo: the dev mailbox, limited to the e-mails sent to the signed-in user. */
export default function EmailDemo() {
  const mailbox = useMyMailbox();
  return (
    <PageContainer
      title={T.title}
      subtitle={mailbox.data ? T.subtitle(mailbox.data.address) : undefined}
      actions={<Button onClick={() => void mailbox.refetch()}>{T.refresh}</Button>}
      maxWidth={900}
    >
      <QueryView query={mailbox}>
        {({ emails }) =>
          emails.length === 0 ? (
            <EmptyState title={T.empty} description={T.emptyHint} />
          ) : (
            <Box>
              {emails.map((email) => (
                <Accordion key={email.id} disableGutters variant="outlined">
                  <AccordionSummary
                    expandIcon={<ExpandMore />}
                    aria-controls={`email-${email.id}`}
                    id={`email-${email.id}-summary`}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {email.subject}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatRelativeTime(email.createdAt)}
                      </Typography>
                    </Box>
                  </AccordionSummary>
                  <AccordionDetails id={`email-${email.id}`}>
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                      {T.to}: {email.to}
                    </Typography>
                    <Typography
                      component="pre"
                      sx={{
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                        fontFamily: 'inherit',
                        m: 0,
                      }}
                    >
                      {email.text}
                    </Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
