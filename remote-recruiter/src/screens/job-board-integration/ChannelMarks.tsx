import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import type { JobBoardJob } from './job-board-status';

const CHANNELS = ['page', 'sitemap', 'feed'] as const;

/** Where a job is published: each channel in words ("Sitemap: published"), the icon only adds colour. */
export function ChannelMarks({ channels }: { channels: JobBoardJob['channels'] }) {
  return (
    <Box
      component="ul"
      aria-label={T.channels}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {CHANNELS.map((channel) => {
        const on = channels[channel];
        const Icon = on ? CheckCircleIcon : RemoveCircleOutlineIcon;
        return (
          <Box
            component="li"
            key={channel}
            data-channel={channel}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Icon fontSize="small" color={on ? 'success' : 'disabled'} aria-hidden />
            <Typography variant="body2" color={on ? 'text.primary' : 'text.secondary'}>
              {T.channel[channel]}: {on ? T.isPublished : T.notPublished}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
