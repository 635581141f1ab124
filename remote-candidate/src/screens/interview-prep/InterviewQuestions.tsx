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
                  <div>
                    <Typography variant="subtitle2" component="h3">
                      {PREP.whyAsked}
                    </Typography>
                    <Typography color="text.secondary">{q.whyAsked}</Typography>
                  </div>
                  <div>
                    <Typography variant="subtitle2" component="h3">
                      {PREP.howToAnswer}
                    </Typography>
                    <Typography color="text.secondary">{q.howToAnswer}</Typography>
                  </div>
                  <div>
                    <Typography variant="subtitle2" component="h3">
                      {PREP.example}
                    </Typography>
                    <Typography sx={{ fontStyle: 'italic' }}>{q.example}</Typography>
                  </div>
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      )}
    </PageContainer>
  );
}
