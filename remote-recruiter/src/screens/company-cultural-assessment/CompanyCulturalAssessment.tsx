import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer, toast, useCulture, useSaveCulture } from 'shared-kernel';
import { formatShortDate, type CultureResponses } from 'shared-kernel/rules';
import { CompanyCultureForm, type CompanyCultureTexts } from 'shared-kernel/forms';
import { QueryView, Section } from 'shared-kernel/ui';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { CULTURE_TEXTS as T } from '../../texts-company';

// The page's words for shared-kernel's company culture form (also the onboarding step's).
const TEXTS: CompanyCultureTexts = {
  questions: {
    workPace: T.workPace,
    guestInteraction: T.guestInteraction,
    teamSize: T.teamSize,
    serviceApproach: T.serviceApproach,
    primaryValues: T.primaryValues,
  },
  option: (question, value) =>
    question === 'teamSize'
      ? ((T.teamSizes as Record<string, string>)[value] ?? labelOf(value))
      : labelOf(value),
  value: labelOf,
};

function CultureForm({ initial, updatedAt }: { initial: CultureResponses; updatedAt?: string }) {
  const save = useSaveCulture('company', {
    onSuccess: () => {
      toast({ title: T.saved });
    },
  });
  return (
    <CompanyCultureForm
      initial={initial}
      texts={TEXTS}
      rule={{ atLeastOne: T.needOne }}
      save={save}
      networkMessage={COMMON.networkError}
      idPrefix="culture"
    >
      {({ alert, questions, pending }) => (
        <>
          {!updatedAt && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {T.notYet}
            </Alert>
          )}
          {updatedAt && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {T.lastSaved(formatShortDate(updatedAt))}
            </Typography>
          )}
          <Section title="Your answers" id="culture-answers">
            <Box
              sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {questions}
            </Box>
          </Section>
          {alert && <Box sx={{ mb: 2 }}>{alert}</Box>}
          <Button type="submit" variant="contained" disabled={pending}>
            {T.save}
          </Button>
        </>
      )}
    </CompanyCultureForm>
  );
}

/** /company-cultural-assessment: the company's culture answers that jobs are matched on. */
export default function CompanyCulturalAssessment() {
  const culture = useCulture('company');
  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={900}>
      {/* null: the company has not answered yet (a 404). */}
      <QueryView query={culture} allowNull>
        {(found) => (
          <CultureForm
            key={found?.updatedAt ?? 'new'}
            initial={found?.responses ?? {}}
            updatedAt={found?.updatedAt}
          />
        )}
      </QueryView>
    </PageContainer>
  );
}
