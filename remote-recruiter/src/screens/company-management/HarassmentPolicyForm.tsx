import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { HarassmentPolicyInputSchema } from 'shared-kernel/contract';
import { HARASSMENT_POLICY_MAX_LENGTH } from 'shared-kernel/rules';
import { useHarassmentPolicy, useSaveHarassmentPolicy } from '../../api/new-starters';
import { HARASSMENT_POLICY as T } from '../../texts-new-starter';
import { PolicyTextForm, PolicyTextSection, type PolicyTexts } from './PolicyText';

const TEXTS: PolicyTexts = {
  label: T.label,
  help: T.help,
  required: T.required,
  save: T.save,
  none: T.none,
  readOnly: T.readOnly,
};

/**
 * The company's sexual-harassment prevention policy (Worker Protection Act 2023; issue 43 item
 * 4): owners and admins write it, new starters acknowledge it in their pack.
 */
export function HarassmentPolicySection({ canManage }: { canManage: boolean }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.duty}
      </Typography>
      <PolicyTextSection
        policy={useHarassmentPolicy()}
        canManage={canManage}
        texts={TEXTS}
        form={(text) => <HarassmentPolicyForm text={text} />}
      />
    </>
  );
}

function HarassmentPolicyForm({ text }: { text: string }) {
  const save = useSaveHarassmentPolicy({ onSuccess: () => toast({ title: T.saved }) });
  return (
    <PolicyTextForm
      id="company-harassment-policy"
      saved={text}
      schema={HarassmentPolicyInputSchema}
      maxLength={HARASSMENT_POLICY_MAX_LENGTH}
      texts={TEXTS}
      save={save}
    />
  );
}
