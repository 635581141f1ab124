import { AppliedConfirmation } from './AppliedConfirmation';
import { ApplicationDeclined } from './ApplicationDeclined';
import { ApplyForm } from './ApplyForm';
import { useApplied } from './useApplied';

/**
 * /apply/:id; once sent, the confirmation (and a toast), or the company's message when a
 * screening answer closed it at once (issue 33).
 */
export default function Apply() {
  const { application, onApplied } = useApplied();
  if (application?.status === 'rejected') return <ApplicationDeclined application={application} />;
  if (application) return <AppliedConfirmation application={application} />;
  return <ApplyForm onApplied={onApplied} />;
}
