import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { NewStarter } from '../../../api/new-starters';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { momentText } from './format';
import { Part } from './Part';

type Policy = NonNullable<NewStarter['policies']>['tipping'];

/** Each policy of the company, acknowledged (when) or not; one the company has not written says so. */
export function PoliciesPart({ policies }: { policies: NonNullable<NewStarter['policies']> }) {
  const rows: [string, Policy][] = [
    [T.tippingPolicy, policies.tipping],
    [T.harassmentPolicy, policies.harassment],
  ];
  return (
    <Part title={T.policiesTitle}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map(([name, policy]) => (
          <Box component="li" key={name} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
            {policy?.acknowledgedAt ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
            )}
            <Typography variant="body2">
              {name}:{' '}
              {!policy
                ? T.noPolicy
                : policy.acknowledgedAt
                  ? T.acknowledged(momentText(policy.acknowledgedAt))
                  : T.notAcknowledged}
            </Typography>
          </Box>
        ))}
      </Box>
    </Part>
  );
}
