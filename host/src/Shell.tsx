import Box from '@mui/material/Box';
import { useSignInLinkExchange } from './auth/useSignInLinkExchange';
import { TopNav } from './nav/TopNav';
import { AppRoutes } from './routes/AppRoutes';
import { Loading } from './shell/Loading';

/** The page: top navigation above the routed remote screen. */
export function Shell() {
  const exchanging = useSignInLinkExchange();
  if (exchanging) return <Loading fullPage />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <AppRoutes />
      </Box>
    </Box>
  );
}
