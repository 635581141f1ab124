import Typography from '@mui/material/Typography';
import { TEXTS } from '../texts';
import { TextLink } from './RouterLink';

/**
 * "Did you mean kitchen porter?" under a job search that found nothing: the words the API
 * suggests (`didYouMean` of GET /api/jobs), linked to that search (`to`: its address).
 */
export function DidYouMean({ words, to }: { words: string; to: string }) {
  return (
    <Typography sx={{ fontSize: '1.0625rem' }}>
      {TEXTS.didYouMean} <TextLink to={to}>{words}</TextLink>?
    </Typography>
  );
}
