import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { COMPANY_CARD } from '../texts';
import { PUBLIC_COLOURS } from './palette';

/** A company's logo, or its initials when it has none (or the image fails to load). */
export function CompanyLogo({
  name,
  logoUrl,
  size = 56,
  initialsColours = { bg: PUBLIC_COLOURS.deep, fg: '#fff' },
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
  /** The initials' colours, e.g. inverted on a careers page's brand colour. */
  initialsColours?: { bg: string; fg: string };
}) {
  const [broken, setBroken] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  const showImage = Boolean(logoUrl) && !broken;
  return (
    <Avatar
      variant="rounded"
      src={showImage ? (logoUrl ?? undefined) : undefined}
      alt={showImage ? COMPANY_CARD.logoAlt(name) : undefined}
      aria-hidden={showImage ? undefined : true}
      slotProps={{ img: { onError: () => setBroken(true) } }}
      sx={{
        width: size,
        height: size,
        fontSize: size / 2.6,
        fontWeight: 800,
        bgcolor: showImage ? '#fff' : initialsColours.bg,
        color: initialsColours.fg,
        border: showImage ? '1px solid rgba(0,0,0,0.12)' : undefined,
        '& img': { objectFit: 'contain' },
      }}
    >
      {initials || name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
