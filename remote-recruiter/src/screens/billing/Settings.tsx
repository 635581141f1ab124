import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { displayName, PageContainer, TEXTS, useCurrentUser } from 'shared-kernel';
import { CHANGE_PASSWORD, ChangePasswordForm } from 'shared-kernel/account';
import { getSubscription, SUBSCRIPTION_KEY } from '../../api/billing';
import { QueryView } from '../../company-kit/QueryView';
import { Section } from '../../company-kit/Section';
import { BILLING_TEXTS as T } from '../../texts-company';
import { CurrentPlan } from './CurrentPlan';

/**
 * /settings: the account, changing the password, the plan at a glance, and the company's settings
 * pages.
 */
export default function Settings() {
  const user = useCurrentUser();
  const subscription = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription });
  return (
    <PageContainer title={T.settingsTitle} maxWidth={800}>
      <Section title={T.account} id="settings-account">
        <QueryView query={user}>
          {(u) => (
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
                gap: 1,
              }}
            >
              <Typography component="dt" color="text.secondary">
                {T.name}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {u ? displayName(u) : '—'}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {T.email}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {u?.email ?? '—'}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {T.accountType}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {TEXTS.recruiter}
              </Typography>
            </Box>
          )}
        </QueryView>
      </Section>
      <Section title={CHANGE_PASSWORD.title} id="settings-password">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {CHANGE_PASSWORD.intro}
        </Typography>
        <ChangePasswordForm />
      </Section>
      <Section title={T.currentPlan} id="settings-plan">
        <QueryView query={subscription}>{(s) => <CurrentPlan subscription={s} />}</QueryView>
      </Section>
      <Section title={T.shortcuts} id="settings-links">
        <List disablePadding>
          {T.links.map(([label, to]) => (
            <ListItem key={to} disableGutters>
              <Link component={RouterLink} to={to}>
                {label}
              </Link>
            </ListItem>
          ))}
        </List>
      </Section>
    </PageContainer>
  );
}
