import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { PageContainer } from 'shared-kernel';

/**
 * The one card the apply screen ends on (sent, or closed at once by a knock-out): the page's
 * title, what happened, and the ways on, side by side (stacked on a phone).
 */
export function AfterApplyCard({
  title,
  testId,
  phone,
  actions,
  children,
}: {
  title: string;
  testId: string;
  phone: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer title={title} maxWidth={phone ? 640 : 900}>
      <Card component="section" data-testid={testId} aria-live="polite">
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {children}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%' }}>
              {actions}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
