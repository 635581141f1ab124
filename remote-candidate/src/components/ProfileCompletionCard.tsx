import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  hasExperience,
  PROFILE_COMPLETION,
  profileCompletion,
  type ProfileFields,
} from 'shared-kernel/rules';
import { PROFILE_CARD } from '../texts';
import { ButtonLink } from 'shared-kernel/ui';

const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/** What is still missing, in the order of the completion rule. */
export function missingProfileParts(profile: ProfileFields | null | undefined) {
  const p = profile ?? {};
  const missing: (keyof typeof PROFILE_CARD.missing)[] = [];
  if (!filled(p.bio)) missing.push('bio');
  if (!hasExperience(p)) missing.push('experience');
  if (!filled(p.phoneNumber)) missing.push('phoneNumber');
  if (!filled(p.personalityType)) missing.push('personalityType');
  if (!(p.skills ?? []).length) missing.push('skills');
  return missing;
}

/** The Profile Completion card: base 25, bio +15, experience +15, phone +10, type +20, skill +15. */
export function ProfileCompletionCard({
  profile,
  showAction = true,
}: {
  profile: ProfileFields | null | undefined;
  showAction?: boolean;
}) {
  const percent = profileCompletion(profile);
  const missing = missingProfileParts(profile);
  return (
    <Card component="section" aria-labelledby="profile-completion-title">
      <CardContent>
        <Typography id="profile-completion-title" variant="h6" component="h2">
          {PROFILE_CARD.title}
        </Typography>
        <Typography
          data-testid="profile-completion-percent"
          variant="h4"
          component="p"
          sx={{ fontWeight: 800, my: 1 }}
        >
          {percent}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={PROFILE_CARD.percentLabel}
          sx={{ height: 8, borderRadius: 4, mb: 2 }}
        />
        {percent >= PROFILE_COMPLETION.max ? (
          <Typography color="text.secondary">{PROFILE_CARD.complete}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {PROFILE_CARD.missingIntro}
            </Typography>
            <Typography component="ul" variant="body2" sx={{ pl: 2.5, mt: 0.5, mb: 1.5 }}>
              {missing.map((part) => (
                <li key={part}>{PROFILE_CARD.missing[part]}</li>
              ))}
            </Typography>
            {showAction && (
              <ButtonLink to="/profile" variant="outlined" size="small">
                {PROFILE_CARD.action}
              </ButtonLink>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
