import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import type { PipelineApplication } from '../../api/applications';
import { messageOf } from '../../kit/errors';
import { formatDateTime } from '../../kit/format';
import { ANSWERS, RULE_WORDS } from '../../texts-workflows';
import { useOverrideKnockout } from '../../workflows/api';
import { answerInWords, ruleInWords } from '../../workflows/words';

/**
 * The candidate's screening answers (issue 33), each question with its answer; the knock-out
 * that fired is highlighted with its rule in words, and while its rejection is pending the
 * recruiter can keep the application in the pipeline.
 */
export function ScreeningAnswers({ application }: { application: PipelineApplication }) {
  const { answers, knockout } = application;
  const keep = useOverrideKnockout({
    onSuccess: () => toast({ title: ANSWERS.kept, description: application.candidate.name }),
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });
  const pending = knockout && !knockout.overridden && knockout.rejectsAt ? knockout : null;

  return (
    <Box component="section" aria-label={ANSWERS.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {ANSWERS.title}
      </Typography>
      {answers.length === 0 ? (
        <Typography color="text.secondary">{ANSWERS.none}</Typography>
      ) : (
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {answers.map((a) => {
            const fired = knockout?.questionId === a.questionId ? knockout : null;
            return (
              <Box
                key={a.questionId}
                data-knockout={fired ? 'true' : undefined}
                sx={
                  fired
                    ? {
                        p: 1,
                        borderRadius: 1,
                        border: fired.overridden ? 1 : 2,
                        borderColor: fired.overridden ? 'divider' : 'warning.main',
                      }
                    : undefined
                }
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {a.question}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'pre-line' }}>
                  {answerInWords(a.answer, a.kind)}
                </Typography>
                {fired && (
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {ANSWERS.knockedOut} · {RULE_WORDS.rule(ruleInWords(fired.rule, a.kind))}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {pending && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={keep.isPending}
              onClick={() => keep.mutate(application.id)}
            >
              {ANSWERS.keep}
            </Button>
          }
        >
          {ANSWERS.pending(formatDateTime(pending.rejectsAt))}
        </Alert>
      )}
      {knockout?.overridden && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {ANSWERS.overridden}
        </Typography>
      )}
    </Box>
  );
}
