import { AppliedConfirmation } from './AppliedConfirmation';
import { ApplicationDeclined } from './ApplicationDeclined';
import { ApplyForm } from './ApplyForm';
import { useApplied } from './useApplied';

/**
 * /mobile-apply/:id: the phone-first version; once sent, the confirmation (and a toast), or the
 * company's message when a screening answer closed it at once (issue 33).
 */
export default function MobileApply() {
  const { application, onApplied } = useApplied();
  if (application?.status === 'rejected')
    return <ApplicationDeclined application={application} phone />;
  if (application) return <AppliedConfirmation application={application} phone />;
  return <ApplyForm phone onApplied={onApplied} />;
}
