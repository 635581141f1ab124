import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, EmptyState, PageContainer } from 'shared-kernel';
import { ButtonLink } from 'shared-kernel/ui';
import type { BookingSlots } from 'shared-kernel/contract';
import { PageQueryView } from '../../components/PageQueryView';
import { BOOKING } from '../../texts';
import { useBookingSlots, useBookSlot, useRefreshSlots, useRescheduleBooking } from './booking-api';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingDetails } from './BookingDetails';
import { EmployerMessage } from './EmployerMessage';
import { SlotPicker } from './SlotPicker';

type Notice = { severity: 'success' | 'warning' | 'error'; title: string; text: string };

/** What a failed booking or move says; a 409 (someone got there first) reads the times again. */
function failureNotice(error: Error, title: string): Notice {
  if (error instanceof ApiError && error.status === 409)
    return { severity: 'warning', title: BOOKING.taken, text: BOOKING.takenText };
  return { severity: 'error', title, text: error.message };
}

/**
 * The candidate's booking page (/book/:applicationId, from the invitation's e-mail and live
 * notice): the offer, the employer's message, then a day and its free times; once booked the
 * confirmation (in place of the offer's details) with Add to calendar, Reschedule and Cancel.
 * `?reschedule=<interviewId>` (from the interviews list) opens on the times, to move that
 * booking, its current time marked and not offered.
 */
function BookingPage({ applicationId, offer }: { applicationId: string; offer: BookingSlots }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const rescheduleId = searchParams.get('reschedule');
  const [rescheduling, setRescheduling] = useState(rescheduleId !== null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** Where focus goes after a change: the confirmation, or the times after a cancel. */
  const [focus, setFocus] = useState<'booked' | 'times' | null>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const refreshSlots = useRefreshSlots();

  const done = () => {
    setNotice(null);
    setRescheduling(false);
    setFocus('booked');
    if (rescheduleId !== null) setSearchParams({}, { replace: true });
  };
  const failed = (title: string) => (error: Error) => {
    setNotice(failureNotice(error, title));
    if (error instanceof ApiError && error.status === 409) void refreshSlots(applicationId);
  };
  const book = useBookSlot({ onSuccess: done, onError: failed(BOOKING.bookFailed) });
  const reschedule = useRescheduleBooking({
    onSuccess: done,
    onError: failed(BOOKING.rescheduleFailed),
  });

  const booked = offer.booked ?? null;
  const movingId = rescheduling ? (booked?.id ?? rescheduleId) : null;
  const showTimes = !booked || movingId !== null;

  useEffect(() => {
    if (focus === 'times' && showTimes) timesHeading.current?.focus();
  }, [focus, showTimes]);

  const confirm = (startsAt: string) => {
    setNotice(null);
    if (movingId) reschedule.mutate({ interviewId: movingId, startsAt });
    else book.mutate({ applicationId, startsAt });
  };

  const subtitle =
    offer.jobTitle && offer.companyName
      ? BOOKING.jobAt(offer.jobTitle, offer.companyName)
      : undefined;

  return (
    <PageContainer title={BOOKING.title[offer.kind]} subtitle={subtitle} maxWidth={720}>
      <Stack spacing={4}>
        {booked && !showTimes ? (
          <BookingConfirmation
            interview={booked}
            offer={offer}
            focusOnShow={focus === 'booked'}
            onReschedule={() => {
              setNotice(null);
              setFocus('times');
              setRescheduling(true);
            }}
            onCancelled={() => {
              setNotice({
                severity: 'success',
                title: BOOKING.cancelled,
                text: BOOKING.cancelledText,
              });
              setFocus('times');
            }}
          />
        ) : (
          <BookingDetails offer={offer} />
        )}
        {offer.message && <EmployerMessage message={offer.message} />}
        {showTimes && (
          <section aria-labelledby="times-heading">
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'baseline',
                justifyContent: 'space-between',
              }}
            >
              <Typography
                id="times-heading"
                ref={timesHeading}
                tabIndex={-1}
                variant="h5"
                component="h2"
              >
                {movingId ? BOOKING.rescheduling : BOOKING.chooseTime}
              </Typography>
              {booked && movingId && (
                <Button
                  onClick={() => {
                    setRescheduling(false);
                    setFocus('booked');
                  }}
                >
                  {BOOKING.keepTime}
                </Button>
              )}
            </Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {BOOKING.chooseTimeHint}
            </Typography>
            {notice && (
              <Alert severity={notice.severity} sx={{ mb: 2 }}>
                <AlertTitle>{notice.title}</AlertTitle>
                {notice.text}
              </Alert>
            )}
            {offer.slots.length === 0 ? (
              <EmptyState
                title={BOOKING.noTimes}
                description={BOOKING.noTimesText}
                action={
                  <ButtonLink to={`/applications/${applicationId}`} variant="contained">
                    {BOOKING.openApplication}
                  </ButtonLink>
                }
              />
            ) : (
              <SlotPicker
                slots={offer.slots}
                current={movingId ? (booked?.startsAt ?? null) : null}
                pending={book.isPending || reschedule.isPending}
                onConfirm={confirm}
              />
            )}
          </section>
        )}
      </Stack>
    </PageContainer>
  );
}

export default function Book() {
  const { applicationId = '' } = useParams();
  const slots = useBookingSlots(applicationId);
  return (
    <PageQueryView
      query={slots}
      loadingTitle={BOOKING.pageTitle}
      failedTitle={BOOKING.pageTitle}
      notFound={
        <EmptyState
          title={BOOKING.notFound}
          description={BOOKING.notFoundText}
          action={
            <ButtonLink to="/applications" variant="contained">
              {BOOKING.myApplications}
            </ButtonLink>
          }
        />
      }
    >
      {(offer) => <BookingPage applicationId={applicationId} offer={offer} />}
    </PageQueryView>
  );
}
