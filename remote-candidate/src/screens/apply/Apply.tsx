import { AppliedConfirmation } from './AppliedConfirmation';
import { ApplyForm } from './ApplyForm';
import { useApplied } from './useApplied';

/** /apply/:id; once sent, the confirmation (and a toast). */
export default function Apply() {
  const { application, onApplied } = useApplied();
  if (application) return <AppliedConfirmation application={application} />;
  return <ApplyForm onApplied={onApplied} />;
}
