import { useState } from 'react';
import Button from '@mui/material/Button';
import { PageContainer } from 'shared-kernel';
import { useCompany } from '../../api/company';
import { QueryView, Section, ButtonLink } from 'shared-kernel/ui';
import { COMPANY_TEXTS as T } from '../../texts-company';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { MembersSection } from './MembersSection';
import { TippingPolicySection } from './TippingPolicyForm';
import { HarassmentPolicySection } from './HarassmentPolicyForm';
import { PayrollDownload } from './PayrollDownload';
import { HARASSMENT_POLICY, PAYROLL } from '../../texts-new-starter';
import { TIPS_TEXTS } from '../../texts-tips';
import { TIPPING_POLICY_ANCHOR } from 'shared-kernel/rules';
import { VenuesSection } from './VenuesSection';

/**
 * /company-management: company details, the tipping and sexual-harassment prevention policies,
 * the payroll CSV (owners and admins), the venues (add, edit, archive) and the team.
 */
export default function CompanyManagement() {
  const company = useCompany();
  const [adding, setAdding] = useState(false);
  return (
    <PageContainer
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <ButtonLink variant="outlined" to="/multi-site">
          All venues
        </ButtonLink>
      }
    >
      <QueryView query={company}>
        {(mine) => (
          <>
            <Section title={T.details} id="company-details">
              <CompanyDetailsForm key={mine.company.updatedAt} company={mine.company} />
            </Section>
            <Section title={TIPS_TEXTS.policyTitle} id={TIPPING_POLICY_ANCHOR}>
              <TippingPolicySection canManage={mine.role !== 'recruiter'} />
            </Section>
            <Section title={HARASSMENT_POLICY.title} id="company-harassment-policy-section">
              <HarassmentPolicySection canManage={mine.role !== 'recruiter'} />
            </Section>
            {mine.role !== 'recruiter' && (
              <Section title={PAYROLL.title} id="company-payroll">
                <PayrollDownload />
              </Section>
            )}
            <Section
              title={T.venues}
              id="company-venues"
              action={
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {T.addVenue}
                </Button>
              }
            >
              <VenuesSection adding={adding} setAdding={setAdding} />
            </Section>
            <Section title={T.members} id="company-members">
              <MembersSection canManage={mine.role !== 'recruiter'} />
            </Section>
          </>
        )}
      </QueryView>
    </PageContainer>
  );
}
