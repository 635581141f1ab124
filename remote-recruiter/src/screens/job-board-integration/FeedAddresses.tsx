import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from 'shared-kernel/ui';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import { CopyField } from './CopyField';
import type { JobBoardStatus } from './job-board-status';

/** The company's feed first (the address boards need), then the sitemap and the all-jobs feed. */
export function FeedAddresses({ status }: { status: JobBoardStatus }) {
  return (
    <Section title={T.addresses} id="job-board-addresses">
      <Stack spacing={2.5}>
        <CopyField
          id="job-board-feed"
          label={T.feedUrl}
          hint={T.feedUrlHint}
          value={status.feedUrl}
        />
        <CopyField
          id="job-board-sitemap"
          label={T.sitemapUrl}
          hint={T.sitemapUrlHint}
          value={status.sitemapUrl}
        />
        <CopyField
          id="job-board-all-jobs"
          label={T.allJobsFeedUrl}
          hint={T.allJobsFeedUrlHint}
          value={status.allJobsFeedUrl}
        />
      </Stack>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {T.howToSubmit}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {T.boards.map((board) => (
          <li key={board.name}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {board.name}:
            </Typography>{' '}
            <Typography component="span" color="text.secondary">
              {board.how}
            </Typography>
          </li>
        ))}
      </Box>
    </Section>
  );
}
