import Typography from '@mui/material/Typography';
import { BOOKING } from '../../texts';

/** The employer's message with the invitation, as they wrote it (line breaks kept). */
export function EmployerMessage({ message }: { message: string }) {
  return (
    <div>
      <Typography variant="subtitle2" component="p">
        {BOOKING.message}
      </Typography>
      <Typography
        component="blockquote"
        sx={{
          mt: 0.5,
          mx: 0,
          pl: 2,
          borderLeft: 4,
          borderColor: 'divider',
          whiteSpace: 'pre-line',
        }}
      >
        {message}
      </Typography>
    </div>
  );
}
