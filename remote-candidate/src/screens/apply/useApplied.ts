import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'shared-kernel';
import { companyName, jobTitle } from 'shared-kernel/rules';
import type { ApplicationDetail } from '../../api/applications';
import { APPLIED } from '../../texts';

/**
 * The apply screens' success path: a toast (with a way to My Applications) and the application
 * just sent, which the screen shows as its confirmation; no toast when a screening answer closed
 * it at once (the screen shows the company's message instead).
 */
export function useApplied() {
  const navigate = useNavigate();
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  const onApplied = (sent: ApplicationDetail) => {
    setApplication(sent);
    // Closed at once by a screening answer (issue 33): the screen shows the company's message.
    if (sent.status === 'rejected') return;
    toast({
      title: APPLIED.title,
      description: APPLIED.toastText(jobTitle(sent.job), companyName(sent.job)),
      action: { label: APPLIED.myApplications, onClick: () => navigate('/applications') },
    });
  };
  return { application, onApplied };
}
