import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from 'shared-kernel';
import { GUIDE_TEXTS as T } from '../../texts-company';

/** /unreasonable-hospitality: a guide to hospitality beyond the expected. */
export default function UnreasonableHospitality() {
  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={860}>
      <Typography sx={{ mb: 3 }}>{T.origin}</Typography>
      <Paper
        variant="outlined"
        component="nav"
        aria-labelledby="guide-contents"
        sx={{ p: 2, mb: 4 }}
      >
        <Typography variant="subtitle1" component="h2" id="guide-contents" sx={{ fontWeight: 700 }}>
          {T.contents}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {T.sections.map((s) => (
            <li key={s.id}>
              <Link href={`#guide-${s.id}`}>{s.title}</Link>
            </li>
          ))}
        </Box>
      </Paper>
      {T.sections.map((section) => (
        <Box
          component="section"
          key={section.id}
          id={`guide-${section.id}`}
          aria-labelledby={`guide-${section.id}-title`}
          sx={{ mb: 4, scrollMarginTop: 80 }}
        >
          <Typography variant="h5" component="h2" id={`guide-${section.id}-title`} gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
          <Box component="ul" sx={{ pl: 3, m: 0 }}>
            {section.points.map((point) => (
              <Typography component="li" key={point} sx={{ mb: 1 }}>
                {point}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {T.next}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {T.nextLinks.map(([label, to]) => (
            <li key={to}>
              <Link component={RouterLink} to={to}>
                {label}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
    </PageContainer>
  );
}
