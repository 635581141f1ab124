import Stack from '@mui/material/Stack';
import { CompanyCultureForm, type CompanyCultureTexts } from 'shared-kernel/forms';
import { useCulture, useSaveCulture } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { SubmitButton } from '../../components/SubmitButton';
import { COMMON, ONBOARDING, VOCAB } from '../../texts';
import { StepFrame } from './StepFrame';

const T = ONBOARDING.culture;

// The candidate's culture questions (spec section 3), asked from the company's side in the
// onboarding's words; the form is shared-kernel's, also the Company Culture page's.
const TEXTS: CompanyCultureTexts = {
  questions: T.questions,
  option: (question, value) => {
    const label = (VOCAB[question] as Record<string, string>)[value] ?? value;
    return question === 'teamSize'
      ? `${label} (${T.teamSizeHint[value as keyof typeof T.teamSizeHint]})`
      : label;
  },
  value: (value) => VOCAB.primaryValues[value],
};

/** Step 3: the company culture assessment, prefilled with the answers already saved. */
export function CultureStep({
  onSaved,
  onBack,
}: {
  onSaved: () => Promise<void>;
  onBack: () => void;
}) {
  const culture = useCulture('company');
  const save = useSaveCulture('company', {
    onSuccess: async () => {
      await onSaved();
    },
  });
  return (
    // null: the company has not answered yet (a 404).
    <QueryView query={culture} allowNull>
      {(answered) => (
        <CompanyCultureForm
          initial={answered?.responses ?? null}
          texts={TEXTS}
          rule={{ every: { pickOne: T.pick, pickValues: T.pickValues } }}
          save={save}
          networkMessage={COMMON.networkError}
          idPrefix="onboarding-culture"
          row
        >
          {({ alert, questions, pending }) => (
            <StepFrame
              id="onboarding-step-culture"
              heading={T.heading}
              intro={T.intro}
              onBack={onBack}
              actions={
                <SubmitButton pending={pending} fullWidth={false}>
                  {ONBOARDING.saveContinue}
                </SubmitButton>
              }
            >
              <Stack spacing={3}>
                {alert}
                {questions}
              </Stack>
            </StepFrame>
          )}
        </CompanyCultureForm>
      )}
    </QueryView>
  );
}
