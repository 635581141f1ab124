import Alert from '@mui/material/Alert';
import type { CheckoutMode } from 'shared-kernel/contract';
import { BILLING_TEXTS as T } from '../../texts-company';

/**
 * How checkout runs on this server, on every billing screen (/subscription, /settings/billing,
 * /billing/success): TEST MODE says no payment is taken; with no payment provider the plan cannot
 * change (the checkout buttons are disabled). A real provider needs no note. A status, not an
 * alert: it is what the page is, not something that just went wrong.
 */
export function CheckoutModeNotice({ mode }: { mode: CheckoutMode }) {
  if (mode === 'test')
    return (
      <Alert severity="info" role="status" sx={{ my: 2 }}>
        {T.testMode}
      </Alert>
    );
  if (mode === 'off')
    return (
      <Alert severity="warning" role="status" sx={{ my: 2 }}>
        {T.paymentsOff}
      </Alert>
    );
  return null;
}
