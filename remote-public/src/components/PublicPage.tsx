import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageContainer } from 'shared-kernel';
import { PublicFooter } from './PublicFooter';

/** A public page: the shared frame (document title, h1) on top of the public footer (inside the host shell's <main>). */
export function PublicPage(props: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ flex: 1 }}>
        <PageContainer {...props} />
      </Box>
      <PublicFooter />
    </Box>
  );
}
