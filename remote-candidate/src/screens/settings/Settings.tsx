import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState, PageContainer } from 'shared-kernel';
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
import { Section } from 'shared-kernel/ui';

/**
 * /settings for a candidate (issue 14): name and e-mail, password, e-mail preferences, talent-pool
 * visibility, download my data, delete my account.
 */
export default function Settings() {
  const account = useAccount();
  const preferences = useEmailPreferences();
  return (
    <PageContainer title={T.settingsTitle} subtitle={T.settingsSubtitle} maxWidth={800}>
      <Stack spacing={3}>
        <Section title={T.detailsTitle}>
          <Loaded query={account}>
            {(data) => <AccountDetailsForm key={data.id} account={data} />}
          </Loaded>
        </Section>
        <Section title={CHANGE_PASSWORD.title}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {CHANGE_PASSWORD.intro}
          </Typography>
          <ChangePasswordForm />
        </Section>
        <Section title={T.preferencesTitle}>
          <Loaded query={preferences}>
            {(data) => <EmailPreferencesSwitches preferences={data} />}
          </Loaded>
        </Section>
        <Section title={T.talentPoolTitle}>
          <Loaded query={account}>{(data) => <TalentPoolSwitch account={data} />}</Loaded>
        </Section>
        <Section title={T.dataTitle}>
          <DownloadMyData />
        </Section>
        <Section title={T.deleteTitle}>
          <DeleteAccountForm userType="candidate" />
        </Section>
      </Stack>
    </PageContainer>
  );
}

/** A query's loading and failed states, or its data (a signed-out null reads as failed). */
function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T | null>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
