import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { toast } from 'shared-kernel';
import { PAID_PLAN_IDS } from 'shared-kernel/contract';
import { useStartCheckout, type Plan, type Subscription } from '../../api/billing';
import { BILLING_TEXTS as T } from '../../texts-company';

export const price = (amount: number) => (amount === 0 ? T.free : `£${amount}`);

/** The plans side by side; a paid plan starts a checkout and goes where the provider says. */
export function PlanCards({ plans, subscription }: { plans: Plan[]; subscription: Subscription }) {
  // No payment provider on this server: no checkout (the API would answer 503).
  const paymentsOff = subscription.checkoutMode === 'off';
  const navigate = useNavigate();
  const checkout = useStartCheckout({
    onSuccess: (session) => {
      // The test-mode provider answers a path of this app; a real one an external address.
      if (session.checkoutUrl.startsWith('/')) navigate(session.checkoutUrl);
      else window.location.assign(session.checkoutUrl);
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {plans.map((plan) => {
        const current = plan.id === subscription.plan;
        const paid = PAID_PLAN_IDS.find((id) => id === plan.id);
        return (
          <Card
            key={plan.id}
            variant="outlined"
            component="article"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              borderColor: current ? 'primary.main' : undefined,
              borderWidth: current ? 2 : 1,
            }}
          >
            <CardContent sx={{ flex: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h2">
                  {plan.name}
                </Typography>
                {current && <Chip size="small" color="primary" label={T.current} />}
              </Box>
              <Typography variant="h4" component="p" sx={{ my: 1 }}>
                {price(plan.monthlyPrice)}
                {plan.monthlyPrice > 0 && (
                  <Typography component="span" color="text.secondary">
                    {T.perMonth}
                  </Typography>
                )}
              </Typography>
              <Typography>{T.openJobs(plan.openJobsLimit)}</Typography>
            </CardContent>
            <CardActions>
              {paid && plan.monthlyPrice > 0 && !current && (
                <Button
                  variant="contained"
                  fullWidth
                  disabled={checkout.isPending || paymentsOff}
                  onClick={() => checkout.mutate(paid)}
                >
                  {T.choose(plan.name)}
                </Button>
              )}
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
