// Texts of tips apart from pay (issue 43 item 2): the job form's Tips field and the company's
// tipping policy. The words shown to job seekers are shared-kernel's (rules/tips.ts).
import type { TipKind } from 'shared-kernel/contract';

export const TIPS_TEXTS = {
  kinds: {
    none: 'No tips',
    tips: 'Tips, kept by whoever is tipped',
    tronc: 'Tips shared by tronc',
    service_charge: 'A share of the service charge',
  } satisfies Record<TipKind, string>,
  kindHelp: 'Shown beside the pay; the pay stays the base rate.',
  averageHelp: 'Optional: about how much tips add an hour, in pounds.',
  needsPolicy: 'A job can say it has tips once your company has written its tipping policy.',
  writePolicy: 'Write your tipping policy',
  averageInvalid: 'Average tips per hour must be a number more than 0',
  policyTitle: 'Tipping policy',
  policyLabel: 'How tips reach your staff',
  policyHelp:
    'Your written policy on tips, service charges and tronc (Employment (Allocation of Tips) Act 2023). Job seekers see it on your company page; jobs with tips link to it.',
  policyRequired: 'Tipping policy must not be blank',
  policySave: 'Save tipping policy',
  policySaved: 'Tipping policy saved',
  policyNone: 'No tipping policy written yet.',
  policyReadOnly: 'Only the owner and admins can change the tipping policy.',
} as const;
