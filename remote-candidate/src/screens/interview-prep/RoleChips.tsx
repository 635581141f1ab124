import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { audienceLabels, type PrepAudience } from '../../content/interview-prep';

/** The roles a piece of content is for. */
export function RoleChips({ roles }: { roles: PrepAudience }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {audienceLabels(roles).map((label) => (
        <Chip key={label} size="small" variant="outlined" label={label} />
      ))}
    </Stack>
  );
}
