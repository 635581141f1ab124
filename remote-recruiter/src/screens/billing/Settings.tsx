import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from 'shared-kernel';
import type { Account, MemberRole } from 'shared-kernel/contract';
import {
  ACCOUNT_TEXTS as A,
  AccountDetailsForm,
  CHANGE_PASSWORD,
  ChangePasswordForm,
  DeleteAccountForm,
  DownloadMyData,
  EmailPreferencesSwitches,
  useAccount,
  useEmailPreferences,
} from 'shared-kernel/account';
import { useSubscription } from '../../api/billing';
import { QueryView, Section } from 'shared-kernel/ui';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CurrentPlan } from './CurrentPlan';
import { HandOver } from './HandOver';

/** The company pages a role may open from Settings (roles: api/src/modules/access/roles.ts). */
const TEAM_LINK = '/company-management#company-members';
const MANAGER_LINKS: readonly (readonly [string, string])[] = [
  ['Manage Company & Venues', '/company-management'],
  ['Company Branding', '/company-branding'],
  ['Company Culture', '/company-cultural-assessment'],
  ['Billing', '/settings/billing'],
  ['Manage your team', TEAM_LINK],
];
const RECRUITER_LINKS: readonly (readonly [string, string])[] = [['View your team', TEAM_LINK]];
const DEV_LINKS: readonly (readonly [string, string])[] = [
  ['Email Demo (dev mailbox)', '/email-demo'],
];

export const linksFor = (role: MemberRole) =>
  role === 'recruiter' ? RECRUITER_LINKS : MANAGER_LINKS;

/**
 * /settings for a recruiter (issue 14): their account (name, e-mail, password, e-mail
 * preferences, their data, deleting the account), their company role with the company pages
 * that role may open, and the plan at a glance.
 */
export default function Settings() {
  const account = useAccount();
  const preferences = useEmailPreferences();
  return (
    <PageContainer title={T.settingsTitle} subtitle={A.settingsSubtitle} maxWidth={800}>
      <Section title={A.detailsTitle} id="settings-account">
        <QueryView query={account}>
          {(a) => (a ? <AccountDetailsForm key={a.id} account={a} /> : null)}
        </QueryView>
      </Section>
      <Section title={A.companyTitle} id="settings-company">
        <QueryView query={account}>{(a) => (a ? <CompanyRole account={a} /> : null)}</QueryView>
      </Section>
      <Section title={CHANGE_PASSWORD.title} id="settings-password">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {CHANGE_PASSWORD.intro}
        </Typography>
        <ChangePasswordForm />
      </Section>
      <Section title={A.preferencesTitle} id="settings-email">
        <QueryView query={preferences}>
          {(p) => (p ? <EmailPreferencesSwitches preferences={p} /> : null)}
        </QueryView>
      </Section>
      <Section title={A.dataTitle} id="settings-data">
        <DownloadMyData />
      </Section>
      <Section title={A.deleteTitle} id="settings-delete">
        {account.data?.company?.role === 'owner' && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {A.ownerNote}
          </Typography>
        )}
        <DeleteAccountForm userType="recruiter" />
      </Section>
    </PageContainer>
  );
}

/** The role in the company, the pages it opens, and the plan (only with a company). */
function CompanyRole({ account }: { account: Account }) {
  const company = account.company;
  if (!company) {
    return (
      <Box>
        <Typography sx={{ mb: 1 }}>{A.noCompany}</Typography>
        <Link component={RouterLink} to="/recruiter-onboarding">
          {A.setUpCompany}
        </Link>
      </Box>
    );
  }
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
          gap: 1,
        }}
      >
        <Typography component="dt" color="text.secondary">
          {T.name}
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {company.name}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {A.companyRole}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="settings-company-role">
          {A.roleLabels[company.role]}
        </Typography>
      </Box>
      <List disablePadding aria-label={T.shortcuts}>
        {[...linksFor(company.role), ...DEV_LINKS].map(([label, to]) => (
          <ListItem key={to} disableGutters>
            <Link component={RouterLink} to={to}>
              {label}
            </Link>
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {T.currentPlan}
      </Typography>
      <Plan />
      {company.role === 'owner' && <HandOver selfId={account.id} />}
    </Box>
  );
}

function Plan() {
  const subscription = useSubscription();
  return <QueryView query={subscription}>{(s) => <CurrentPlan subscription={s} />}</QueryView>;
}
