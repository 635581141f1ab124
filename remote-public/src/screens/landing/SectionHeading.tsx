import Typography from '@mui/material/Typography';
import { sectionHeadingSx } from '../../components/palette';

/**
 * A landing section's h2 (its `id` names the section) and the line under it. `introGap` is the
 * space before what follows, for a section whose heading is not in a box of its own.
 */
export function SectionHeading({
  id,
  heading,
  intro,
  introGap,
}: {
  id: string;
  heading: string;
  intro: string;
  introGap?: number;
}) {
  return (
    <>
      <Typography id={id} variant="h3" component="h2" gutterBottom sx={sectionHeadingSx}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: introGap }}>
        {intro}
      </Typography>
    </>
  );
}
