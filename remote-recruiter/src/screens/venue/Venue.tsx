import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ApiError, EmptyState, PageContainer, toast } from 'shared-kernel';
import { useSetVenueArchived, useUpdateVenue, useVenue } from '../../api/venues';
import { ConfirmDialog, QueryView, ButtonLink, Section } from 'shared-kernel/ui';
import { labelOf } from '../../kit/form';
import { Stat } from '../../kit/Stat';
import { COMPANY_TEXTS, VENUE_TEXTS as T } from '../../texts-company';
import { VenueForm } from './VenueForm';
import { VenueJobs } from './VenueJobs';

/** /venue/:id: one venue, its numbers and open jobs; edit, archive or unarchive it. */
export default function Venue() {
  const { id = '' } = useParams();
  const venue = useVenue(id);
  const [confirming, setConfirming] = useState(false);

  const save = useUpdateVenue({
    onSuccess: () => {
      toast({ title: T.saved });
    },
  });
  const archive = useSetVenueArchived({
    onSuccess: (updated) => {
      setConfirming(false);
      toast({
        title: updated.archived ? COMPANY_TEXTS.archivedToast : COMPANY_TEXTS.unarchivedToast,
      });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: error.message, variant: 'destructive' });
    },
  });

  const notFound = venue.error instanceof ApiError && venue.error.status === 404;
  const title = venue.data?.name ?? T.venueTitle;
  return (
    <PageContainer
      title={title}
      subtitle={venue.data ? `${labelOf(venue.data.venueType)} · ${venue.data.city}` : undefined}
      actions={
        <ButtonLink variant="outlined" to="/company-management">
          {T.backToCompany}
        </ButtonLink>
      }
    >
      {notFound ? (
        <EmptyState
          title={T.notFound}
          action={
            <ButtonLink variant="outlined" to="/company-management">
              {T.backToCompany}
            </ButtonLink>
          }
        />
      ) : (
        <QueryView query={venue}>
          {(v) => (
            <>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
                <Stat label={T.openJobs} value={v.openJobs} />
                <Stat label={T.hires} value={v.hires} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip
                    label={v.archived ? COMPANY_TEXTS.archived : COMPANY_TEXTS.active}
                    color={v.archived ? 'default' : 'success'}
                    variant="outlined"
                  />
                  <Button
                    color={v.archived ? 'primary' : 'error'}
                    variant="outlined"
                    onClick={() => setConfirming(true)}
                  >
                    {v.archived ? COMPANY_TEXTS.unarchive : COMPANY_TEXTS.archive}
                  </Button>
                </Box>
              </Box>
              <Section title={T.openJobs} id="venue-jobs">
                <VenueJobs venueId={v.id} />
              </Section>
              <Section title={T.editDetails} id="venue-edit">
                <VenueForm
                  key={v.updatedAt}
                  venue={v}
                  submitLabel={T.save}
                  pending={save.isPending}
                  onSubmit={(input) => save.mutateAsync({ id, patch: input })}
                />
              </Section>
              <ConfirmDialog
                open={confirming}
                title={
                  v.archived
                    ? COMPANY_TEXTS.unarchiveTitle(v.name)
                    : COMPANY_TEXTS.archiveTitle(v.name)
                }
                body={v.archived ? COMPANY_TEXTS.unarchiveBody : COMPANY_TEXTS.archiveBody}
                confirmLabel={v.archived ? COMPANY_TEXTS.unarchive : COMPANY_TEXTS.archive}
                destructive={!v.archived}
                pending={archive.isPending}
                onConfirm={() => archive.mutate({ id, archived: !v.archived })}
                onClose={() => setConfirming(false)}
              />
            </>
          )}
        </QueryView>
      )}
    </PageContainer>
  );
}
