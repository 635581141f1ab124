import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer, toast, useOffers } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatPay, formatShortDate } from 'shared-kernel/rules';
import { useRespondToOffer, type Offer, type OfferAnswer } from '../../api/offers';
import { OFFERS } from '../../texts';
import { JobCard } from '../../components/JobCard';
import type { Tone } from '../../components/ToneChip';
import { EmptyWithJobsLink } from '../../components/EmptyWithJobsLink';

type Answer = OfferAnswer;

const STATUS_TONE: Record<Offer['status'], Tone> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
  expired: 'neutral',
};

/**
 * Why an offer can no longer be answered: the company withdrew it (with its message, when it gave
 * one), or its deadline passed.
 */
function ClosedOfferNote({ offer }: { offer: Offer }) {
  if (offer.status === 'withdrawn')
    return (
      <Alert severity="info" icon={false} data-testid="offer-note">
        {OFFERS.withdrawnNote(offer.company.name)}
        {offer.withdrawalMessage && (
          <Typography
            variant="body2"
            data-testid="offer-withdrawal-message"
            sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            <strong>{OFFERS.withdrawalMessage}</strong> {offer.withdrawalMessage}
          </Typography>
        )}
      </Alert>
    );
  if (offer.status === 'expired')
    return (
      <Alert severity="warning" icon={false} data-testid="offer-note">
        {offer.expiresAt
          ? OFFERS.expiredNote(formatShortDate(offer.expiresAt))
          : OFFERS.expiredNoDate}
      </Alert>
    );
  return null;
}

function OfferCard({ offer, onAnswer }: { offer: Offer; onAnswer: (a: Answer) => void }) {
  return (
    <JobCard
      title={offer.job.title}
      company={offer.company.name}
      headingComponent="h2"
      tone={STATUS_TONE[offer.status]}
      label={OFFERS.statuses[offer.status]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography>
          <strong>{OFFERS.pay}:</strong>{' '}
          {formatPay({ salaryAmount: offer.salaryAmount, salaryType: offer.salaryType })}
        </Typography>
        {offer.startDate && (
          <Typography>
            <strong>{OFFERS.startDate}:</strong> {formatShortDate(offer.startDate)}
          </Typography>
        )}
        {offer.status === 'pending' && offer.expiresAt && (
          <Typography>
            <strong>{OFFERS.expires}:</strong> {formatShortDate(offer.expiresAt)}
          </Typography>
        )}
      </Stack>
      {offer.message && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {offer.message}
        </Typography>
      )}
      <ClosedOfferNote offer={offer} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {offer.status === 'pending' && (
          <>
            <Button variant="contained" color="success" onClick={() => onAnswer('accept')}>
              {OFFERS.accept}
            </Button>
            <Button variant="outlined" color="error" onClick={() => onAnswer('decline')}>
              {OFFERS.decline}
            </Button>
          </>
        )}
        <Button variant="text" component={RouterLink} to={`/applications/${offer.applicationId}`}>
          {OFFERS.viewApplication}
        </Button>
      </Stack>
    </JobCard>
  );
}

export default function JobOffers() {
  const offers = useOffers();
  const [pending, setPending] = useState<{ offer: Offer; answer: Answer } | null>(null);

  const respond = useRespondToOffer({
    onSuccess: (_, { answer }) => {
      setPending(null);
      toast(
        answer === 'accept'
          ? { title: OFFERS.accepted, description: OFFERS.acceptedText }
          : { title: OFFERS.declined, description: OFFERS.declinedText },
      );
    },
  });

  const body = (
    <QueryView query={offers} errorTitle={OFFERS.loadFailed} allowNull>
      {(data) => {
        if (!data?.items.length)
          return (
            <EmptyWithJobsLink
              title={OFFERS.empty}
              description={OFFERS.emptyText}
              link={OFFERS.browseJobs}
            />
          );
        return (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {data.items.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                onAnswer={(answer) => {
                  respond.reset();
                  setPending({ offer, answer });
                }}
              />
            ))}
          </Stack>
        );
      }}
    </QueryView>
  );
  const accepting = pending?.answer === 'accept';

  return (
    <PageContainer title={OFFERS.title} subtitle={OFFERS.subtitle} maxWidth={880}>
      {body}
      <Dialog
        open={pending !== null}
        onClose={() => !respond.isPending && setPending(null)}
        aria-labelledby="offer-dialog-title"
      >
        {pending && (
          <>
            <DialogTitle id="offer-dialog-title">
              {accepting ? OFFERS.acceptTitle : OFFERS.declineTitle}
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                {(accepting ? OFFERS.acceptText : OFFERS.declineText)(
                  pending.offer.job.title,
                  pending.offer.company.name,
                )}
              </DialogContentText>
              {respond.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {OFFERS.respondFailed}: {(respond.error as Error).message}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(null)} disabled={respond.isPending}>
                {OFFERS.cancel}
              </Button>
              <Button
                variant="contained"
                color={accepting ? 'success' : 'error'}
                disabled={respond.isPending}
                onClick={() => respond.mutate({ id: pending.offer.id, answer: pending.answer })}
              >
                {accepting ? OFFERS.accept : OFFERS.decline}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </PageContainer>
  );
}
