import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TEXTS } from '../texts';

/**
 * A video interview's meeting link, written out (so it can be read and copied) and opening in a
 * new tab: "Meeting link: https://…". Nothing without a link.
 */
export function MeetingLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {TEXTS.meetingLink}:{' '}
      <Link href={url} target="_blank" rel="noreferrer" underline="hover" sx={{ fontWeight: 600 }}>
        {url}
      </Link>
    </Typography>
  );
}
