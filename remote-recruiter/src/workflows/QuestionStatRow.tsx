import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KIND_OF_QUESTION, RULE_WORDS, WORKFLOWS } from '../texts-workflows';
import type { WorkflowJob } from './api';
import { ruleInWords, ruleOutShare } from './words';

type Question = WorkflowJob['screening'][number];

/**
 * One question (an `li`): its kind, its knock-out in words, and how many it ruled out of who
 * answered. On /hiring-workflows and in the analytics' screening knock-outs.
 */
export function QuestionStatRow({ question, job }: { question: Question; job: WorkflowJob }) {
  const stat = job.stats.find((s) => s.questionId === question.id);
  const share = stat ? ruleOutShare(stat.knockedOut, stat.answered) : null;
  return (
    <Box component="li" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {KIND_OF_QUESTION[question.kind]}
          {question.kind === 'choice' && question.choices ? `: ${question.choices.join(', ')}` : ''}
        </Typography>
        <Typography variant="body2" color={question.knockout ? 'text.primary' : 'text.secondary'}>
          {question.knockout
            ? RULE_WORDS.ruleOut(ruleInWords(question.knockout, question.kind))
            : RULE_WORDS.none}
        </Typography>
        {question.knockout && stat && (
          <Typography variant="body2">{WORKFLOWS.stat(stat.knockedOut, stat.answered)}</Typography>
        )}
        {share && (
          <Chip
            size="small"
            color={share === 'everyone' ? 'error' : 'warning'}
            label={share === 'everyone' ? WORKFLOWS.rulesOutEveryone : WORKFLOWS.rulesOutMost}
          />
        )}
      </Stack>
    </Box>
  );
}
