import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { EmptyState, toast } from 'shared-kernel';
import { useCreateVenue, useSetVenueArchived, useVenues, type Venue } from '../../api/venues';
import { ConfirmDialog, QueryView, ButtonLink, visuallyHidden } from 'shared-kernel/ui';
import { labelOf } from '../../kit/form';
import { COMPANY_TEXTS as T, VENUE_TEXTS } from '../../texts-company';
import { VenueForm } from '../venue/VenueForm';

export function VenuesSection({
  adding,
  setAdding,
}: {
  adding: boolean;
  setAdding: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const venues = useVenues(true);
  const [toggling, setToggling] = useState<Venue | null>(null);

  const create = useCreateVenue({
    onSuccess: (venue) => {
      setAdding(false);
      navigate(`/venue-confirm?id=${encodeURIComponent(venue.id)}`);
    },
  });
  const archive = useSetVenueArchived({
    onSuccess: (venue) => {
      setToggling(null);
      toast({ title: venue.archived ? T.archivedToast : T.unarchivedToast });
    },
    onError: (error) => {
      setToggling(null);
      toast({ title: error.message, variant: 'destructive' });
    },
  });

  return (
    <>
      <QueryView query={venues}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title={T.noVenues}
              description={T.noVenuesHint}
              action={
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {T.addVenue}
                </Button>
              }
            />
          ) : (
            <List disablePadding>
              {page.items.map((venue) => (
                <ListItem
                  key={venue.id}
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
                >
                  <ListItemText
                    primary={venue.name}
                    secondary={`${labelOf(venue.venueType)} · ${venue.city}`}
                    sx={{ flex: '1 1 200px', minWidth: 0 }}
                  />
                  <Chip
                    size="small"
                    label={venue.archived ? T.archived : T.active}
                    color={venue.archived ? 'default' : 'success'}
                    variant="outlined"
                  />
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <ButtonLink variant="outlined" size="small" to={`/venue/${venue.id}`}>
                      {T.edit}
                      <span style={hidden}> {venue.name}</span>
                    </ButtonLink>
                    <Button
                      size="small"
                      color={venue.archived ? 'primary' : 'error'}
                      onClick={() => setToggling(venue)}
                    >
                      {venue.archived ? T.unarchive : T.archive}
                      <span style={hidden}> {venue.name}</span>
                    </Button>
                  </Box>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryView>
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="add-venue-title"
      >
        <DialogTitle id="add-venue-title">{T.addVenue}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <VenueForm
              idPrefix="new-venue"
              submitLabel={VENUE_TEXTS.create}
              pending={create.isPending}
              onSubmit={(input) => create.mutateAsync(input)}
              onCancel={() => setAdding(false)}
            />
          </Box>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling?.archived
            ? T.unarchiveTitle(toggling.name)
            : T.archiveTitle(toggling?.name ?? '')
        }
        body={toggling?.archived ? T.unarchiveBody : T.archiveBody}
        confirmLabel={toggling?.archived ? T.unarchive : T.archive}
        destructive={!toggling?.archived}
        pending={archive.isPending}
        onConfirm={() =>
          toggling && archive.mutate({ id: toggling.id, archived: !toggling.archived })
        }
        onClose={() => setToggling(null)}
      />
    </>
  );
}

const hidden = visuallyHidden;
