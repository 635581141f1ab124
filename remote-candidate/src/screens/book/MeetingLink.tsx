import Link from '@mui/material/Link';
import { BOOKING } from '../../texts';

/** "Join the video call", opening the meeting in a new tab; nothing without a link. */
export function MeetingLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noreferrer"
      underline="always"
      sx={{ display: 'block', width: 'fit-content', fontWeight: 600, py: 0.5 }}
    >
      {BOOKING.joinVideo}
    </Link>
  );
}
