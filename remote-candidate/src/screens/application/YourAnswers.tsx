import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ScreeningAnswer } from 'shared-kernel/contract';
import { formatNumber } from 'shared-kernel/rules';
import { Section } from 'shared-kernel/ui';
import { APPLICATION, SCREENING } from '../../texts';

/** An answer as the candidate gave it: Yes / No, the choice, the number, the text. */
export function answerText({ kind, answer }: Pick<ScreeningAnswer, 'kind' | 'answer'>): string {
  if (kind === 'yes_no') return answer === 'yes' ? SCREENING.yes : SCREENING.no;
  if (typeof answer === 'number') return formatNumber(answer);
  return answer;
}

/**
 * "Your answers": each screening question the candidate was asked (issue 33), as they saw it,
 * with the answer they gave, in the job's order. One under the other, so a long question reads on
 * a phone. Nothing about what the employer makes of them.
 */
export function YourAnswers({ answers }: { answers: readonly ScreeningAnswer[] }) {
  return (
    <Section id="your-answers" gutterBottom={false} title={APPLICATION.answers}>
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
        {answers.map((answer) => (
          <Box key={answer.questionId}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {answer.question}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {answerText(answer)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
