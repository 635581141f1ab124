import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { toast, useCurrentUser } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatDateTime, NOTE_MAX_LENGTH, TAGS_MAX } from 'shared-kernel/rules';
import { AddNoteBodySchema } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import {
  useAddNote,
  useApplicationNotes,
  useRemoveNote,
  useSetTags,
} from '../../api/application-notes';
import { messageOf } from '../../kit/errors';
import { MessageField } from '../../kit/MessageField';
import { COMMON } from '../../texts';
import { NOTES } from '../../texts-board';

/** The company's private notes and tags on one application (never shown to the candidate). */
export function NotesSection({
  applicationId,
  suggestions,
}: {
  applicationId: string;
  suggestions: string[];
}) {
  const query = useApplicationNotes(applicationId);
  const user = useCurrentUser().data;
  // POST /api/applications/:id/notes's schema checks the trimmed note; a blank one is not sent.
  const form = useContractForm(AddNoteBodySchema, {
    defaultValues: { body: '' },
    toBody: (values) => ({ body: values.body.trim() }),
  });
  const note = useContractField(form, 'body');
  const addNote = useAddNote({
    onSuccess: () => {
      form.reset({ body: '' });
      toast({ title: NOTES.added });
    },
  });
  // A failed save keeps the note as typed; the API's message shows above it.
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body, fail) => addNote.mutate({ applicationId, ...body }, { onError: fail }),
    { networkMessage: COMMON.networkError },
  );
  const removeNote = useRemoveNote({
    onSuccess: () => toast({ title: NOTES.removed }),
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });
  const setTags = useSetTags({
    onSuccess: () => toast({ title: NOTES.tagsSaved }),
    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
  });

  return (
    <QueryView query={query}>
      {({ notes, tags }) => (
        <Box component="section" aria-label={NOTES.title}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {NOTES.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {NOTES.hint}
          </Typography>

          <Autocomplete
            multiple
            freeSolo
            options={suggestions.filter((tag) => !tags.includes(tag))}
            value={tags}
            disabled={setTags.isPending}
            onChange={(_, value) =>
              setTags.mutate({ applicationId, tags: value.slice(0, TAGS_MAX) })
            }
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={tag} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                id="application-tags"
                label={NOTES.tags}
                helperText={NOTES.tagsHint}
              />
            )}
          />

          <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
            {alert && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {alert}
              </Alert>
            )}
            <MessageField
              id="application-note"
              label={NOTES.note}
              field={note}
              maxLength={NOTE_MAX_LENGTH}
              minRows={2}
            />
            <Button
              type="submit"
              variant="outlined"
              size="small"
              sx={{ mt: 1 }}
              disabled={!note.value.trim() || addNote.isPending}
            >
              {NOTES.add}
            </Button>
          </Box>

          {notes.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {NOTES.none}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0 }}>
              {notes.map((note) => (
                <Box
                  component="li"
                  key={note.id}
                  sx={{ p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {note.body}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {NOTES.by(
                          note.author?.name ?? NOTES.formerMember,
                          formatDateTime(note.createdAt),
                        )}
                      </Typography>
                    </Box>
                    {note.author?.id === user?.id && (
                      <IconButton
                        size="small"
                        aria-label={NOTES.remove}
                        disabled={removeNote.isPending}
                        onClick={() => removeNote.mutate(note.id)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </QueryView>
  );
}
