import { toast } from 'shared-kernel';
import { TIPPING_POLICY_MAX_LENGTH, TippingPolicyInputSchema } from 'shared-kernel/contract';
import { useSaveTippingPolicy, useTippingPolicy } from '../../api/company';
import { TIPS_TEXTS as T } from '../../texts-tips';
import { PolicyTextForm, PolicyTextSection, type PolicyTexts } from './PolicyText';

const TEXTS: PolicyTexts = {
  label: T.policyLabel,
  help: T.policyHelp,
  required: T.policyRequired,
  save: T.policySave,
  none: T.policyNone,
  readOnly: T.policyReadOnly,
};

/**
 * The company's written tipping policy (issue 43 item 2): owners and admins write it (PUT), the
 * other recruiters read it. A failed save keeps what was typed and says why under the field.
 */
export function TippingPolicySection({ canManage }: { canManage: boolean }) {
  return (
    <PolicyTextSection
      policy={useTippingPolicy()}
      canManage={canManage}
      texts={TEXTS}
      form={(text) => <TippingPolicyForm text={text} />}
    />
  );
}

function TippingPolicyForm({ text }: { text: string }) {
  const save = useSaveTippingPolicy({ onSuccess: () => toast({ title: T.policySaved }) });
  return (
    <PolicyTextForm
      id="company-tipping-policy"
      saved={text}
      schema={TippingPolicyInputSchema}
      maxLength={TIPPING_POLICY_MAX_LENGTH}
      texts={TEXTS}
      save={save}
    />
  );
}
