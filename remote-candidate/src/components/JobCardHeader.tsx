import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ToneChip, type Tone } from './ToneChip';

/** The top of an interview or offer card: job title and company on the left, a status chip on the right. */
export function JobCardHeader({
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
