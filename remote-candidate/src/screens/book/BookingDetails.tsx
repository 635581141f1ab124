import Typography from '@mui/material/Typography';
import { formatPay } from 'shared-kernel/rules';
import type { BookingSlots } from 'shared-kernel/contract';
import { DefinitionList } from '../../components/DefinitionList';
import { BOOKING } from '../../texts';
import { MeetingLink } from 'shared-kernel/ui';
import { lengthLabel } from './slot-days';
import { offerMeetingUrl, whereText } from './where';

/** '£13.50 an hour, paid'. */
export const rateText = (hourlyRate: number) =>
  BOOKING.rate(formatPay({ salaryAmount: hourlyRate, salaryType: 'hourly' }));

/** What is on offer: its length, a trial's pay, where (with a video call's link) and with whom. */
export function BookingDetails({ offer }: { offer: BookingSlots }) {
  return (
    <section aria-labelledby="booking-details-heading">
      <Typography id="booking-details-heading" variant="h6" component="h2" gutterBottom>
        {BOOKING.details}
      </Typography>
      <DefinitionList>
        <dt>{BOOKING.length}</dt>
        <dd>{lengthLabel(offer.durationMinutes)}</dd>
        {offer.hourlyRate != null && (
          <>
            <dt>{BOOKING.pay}</dt>
            <dd>{rateText(offer.hourlyRate)}</dd>
          </>
        )}
        <dt>{BOOKING.where}</dt>
        <dd>
          {whereText(offer.mode, offer.venue)}
          <MeetingLink url={offerMeetingUrl(offer)} />
        </dd>
        {offer.interviewerName && (
          <>
            <dt>{BOOKING.with}</dt>
            <dd>{offer.interviewerName}</dd>
          </>
        )}
      </DefinitionList>
    </section>
  );
}
