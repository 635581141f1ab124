import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TopNav } from '../nav/TopNav';
import { MAIN_ID } from '../page-main';

/**
 * The page's frame: the top navigation above <main>. One component for the running page
 * (Shell) and the landing page's prerendered HTML (prerender/), so both lay out the same.
 */
export function ShellFrame({
  children,
  notice,
  after,
  focusableMain = false,
}: {
  children: ReactNode;
  /** A notice between the top bar and <main>, in the page's flow (the e-mail banner). */
  notice?: ReactNode;
  after?: ReactNode;
  /** The prerendered page: its skip link (a plain #main link before script) focuses <main>. */
  focusableMain?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      {notice}
      <Box component="main" id={MAIN_ID} tabIndex={focusableMain ? -1 : undefined} sx={{ flex: 1 }}>
        {children}
      </Box>
      {after}
    </Box>
  );
}
