import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageContainer } from 'shared-kernel';
import { INTERVIEW_QUESTIONS, matchesPrep, searchText } from '../../content/interview-prep';
import { PREP } from '../../texts';
import { NoResults } from './NoResults';
import { PrepFilterBar, usePrepFilter } from './PrepFilterBar';
import { RoleChips } from './RoleChips';

/** One part of a question's advice: its heading, then what it says. */
function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {children}
    </div>
  );
}
export default function InterviewQuestions() {
  const [filter] = usePrepFilter();
  const shown = INTERVIEW_QUESTIONS.filter((q) => matchesPrep(q, searchText.question(q), filter));
  return (
    <PageContainer title={PREP.questionsTitle} subtitle={PREP.questionsSubtitle} maxWidth={880}>
      <PrepFilterBar count={shown.length} />
      {shown.length === 0 ? (
        <NoResults />
      ) : (
        <div>
          {shown.map((q) => (
            <Accordion key={q.id} disableGutters variant="outlined">
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`${q.id}-body`}
                id={`${q.id}-head`}
              >
                <Stack spacing={1}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {q.question}
                  </Typography>
                  <RoleChips roles={q.roles} />
                </Stack>
              </AccordionSummary>
              <AccordionDetails id={`${q.id}-body`}>
                <Stack spacing={1.5}>
                  <Part heading={PREP.whyAsked}>
                    <Typography color="text.secondary">{q.whyAsked}</Typography>
                  </Part>
                  <Part heading={PREP.howToAnswer}>
                    <Typography color="text.secondary">{q.howToAnswer}</Typography>
                  </Part>
                  <Part heading={PREP.example}>
                    <Typography sx={{ fontStyle: 'italic' }}>{q.example}</Typography>
                  </Part>
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
    </PageContainer>
  );
}
