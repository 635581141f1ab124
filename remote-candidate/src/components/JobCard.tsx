import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToneChip, type Tone } from './ToneChip';

/** The top of the card: job title and company on the left, a status chip on the right. */
function JobCardHeader({
  title,
  company,
  headingComponent,
  tone,
  label,
  alignTop = false,
}: {
  title: string;
  company: string;
  headingComponent: 'h2' | 'h3';
  tone: Tone;
  label: string;
  /** Top-align the chip with the title on wider screens. */
  alignTop?: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={
        alignTop
          ? { justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }
          : { justifyContent: 'space-between' }
      }
    >
      <div>
        <Typography variant="h6" component={headingComponent}>
          {title}
        </Typography>
        <Typography color="text.secondary">{company}</Typography>
      </div>
      <ToneChip tone={tone} label={label} />
    </Stack>
  );
}

type JobCardHeaderProps = Parameters<typeof JobCardHeader>[0];

/**
 * An interview or an offer in its list (<li>): the job, the company and the status on top, then
 * what the card says of it (`children`).
 */
export function JobCard({ children, ...header }: JobCardHeaderProps & { children: ReactNode }) {
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack spacing={1.5}>
          <JobCardHeader {...header} />
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
