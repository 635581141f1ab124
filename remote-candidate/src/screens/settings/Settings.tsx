import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import {
  ACCOUNT_TEXTS as T,
  AccountDetailsForm,
  CHANGE_PASSWORD,
  ChangePasswordForm,
  DeleteAccountForm,
  DownloadMyData,
  EmailPreferencesSwitches,
  TalentPoolSwitch,
  useAccount,
  useEmailPreferences,
} from 'shared-kernel/account';
import { QueryView, Section } from 'shared-kernel/ui';

/**
 * /settings for a candidate (issue 14): name and e-mail, password, e-mail preferences, talent-pool
 * visibility, download my data, delete my account (with what the law keeps of a job started).
 */
export default function Settings() {
  const account = useAccount();
  const preferences = useEmailPreferences();
  return (
    <PageContainer title={T.settingsTitle} subtitle={T.settingsSubtitle} maxWidth={800}>
      <Stack spacing={3}>
        <Section title={T.detailsTitle}>
          <QueryView query={account}>
            {(data) => <AccountDetailsForm key={data.id} account={data} />}
          </QueryView>
        </Section>
        <Section title={CHANGE_PASSWORD.title}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {CHANGE_PASSWORD.intro}
          </Typography>
          <ChangePasswordForm />
        </Section>
        <Section title={T.preferencesTitle}>
          <QueryView query={preferences}>
            {(data) => <EmailPreferencesSwitches preferences={data} />}
          </QueryView>
        </Section>
        <Section title={T.talentPoolTitle}>
          <QueryView query={account}>{(data) => <TalentPoolSwitch account={data} />}</QueryView>
        </Section>
        <Section title={T.dataTitle}>
          <DownloadMyData />
        </Section>
        <Section title={T.deleteTitle} id="settings-delete">
          <DeleteAccountForm userType="candidate" />
        </Section>
      </Stack>
    </PageContainer>
  );
}
