import { AppliedConfirmation } from './AppliedConfirmation';
import { ApplyForm } from './ApplyForm';
import { useApplied } from './useApplied';

/** /mobile-apply/:id: the phone-first version; once sent, the confirmation (and a toast). */
export default function MobileApply() {
  const { application, onApplied } = useApplied();
  if (application) return <AppliedConfirmation application={application} phone />;
  return <ApplyForm phone onApplied={onApplied} />;
}
