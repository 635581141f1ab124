import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, ErrorState, LoadingState, PageContainer } from 'shared-kernel';
import { useProfile, useSaveProfile, type CandidateProfile } from '../../api/profile';
import { AvailabilityGrid } from '../../components/AvailabilityGrid';
import { sortSlots } from '../../components/availability';
import { ProfileCompletionCard } from '../../components/ProfileCompletionCard';
import { TextLink } from '../../components/RouterLink';
import { PROFILE } from '../../texts';

const PHONE = /^\+?[0-9 ()-]{5,32}$/;
const MAX_SKILLS = 50;

type Field = 'bio' | 'experience' | 'phoneNumber' | 'skills' | 'location';
type Values = {
  bio: string;
  experience: string;
  phoneNumber: string;
  skills: string[];
  location: string;
  availability: string[];
  visibleInTalentPool: boolean;
};

const valuesOf = (p: CandidateProfile | null | undefined): Values => ({
  bio: p?.bio ?? '',
  experience: p?.experience ?? '',
  phoneNumber: p?.phoneNumber ?? '',
  skills: p?.skills ?? [],
  location: p?.location ?? '',
  availability: p?.availability ?? [],
  visibleInTalentPool: p?.visibleInTalentPool ?? false,
});

const FIELD_IDS: Record<Field, string> = {
  bio: 'profile-bio',
  experience: 'profile-experience',
  phoneNumber: 'profile-phone',
  skills: 'profile-skill',
  location: 'profile-location',
};

function ProfileForm({ profile }: { profile: CandidateProfile | null }) {
  const save = useSaveProfile();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [skill, setSkill] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setStatus(null);
  };

  const addSkill = () => {
    const next = skill.trim().toLowerCase();
    if (!next) return;
    if (values.skills.length >= MAX_SKILLS) {
      setErrors((e) => ({ ...e, skills: PROFILE.tooManySkills }));
      return;
    }
    if (!values.skills.includes(next)) set('skills', [...values.skills, next]);
    setSkill('');
  };

  const onSkillKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSkill();
    }
  };

  const fail = (field: Field, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(FIELD_IDS[field])?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const phone = values.phoneNumber.trim();
    if (phone && !PHONE.test(phone)) return fail('phoneNumber', PROFILE.phoneInvalid);
    // A skill typed but not yet added counts too.
    const pending = skill.trim().toLowerCase();
    const skills =
      pending && !values.skills.includes(pending) ? [...values.skills, pending] : values.skills;
    save.mutate(
      {
        bio: values.bio.trim() || null,
        experience: values.experience.trim() || null,
        phoneNumber: phone || null,
        skills,
        location: values.location.trim() || null,
        availability: sortSlots(values.availability),
        visibleInTalentPool: values.visibleInTalentPool,
      },
      {
        onSuccess: () => {
          setSkill('');
          setValues((v) => ({ ...v, skills }));
          setStatus({ ok: true, text: PROFILE.saved });
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
          if (field && field in FIELD_IDS) fail(field as Field, error.message);
          else setStatus({ ok: false, text: error.message });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <TextField
          id={FIELD_IDS.bio}
          label={PROFILE.bio}
          multiline
          minRows={3}
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          error={Boolean(errors.bio)}
          helperText={errors.bio ?? PROFILE.bioHelp}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <TextField
          id={FIELD_IDS.experience}
          label={PROFILE.experience}
          multiline
          minRows={3}
          value={values.experience}
          onChange={(e) => set('experience', e.target.value)}
          error={Boolean(errors.experience)}
          helperText={errors.experience ?? PROFILE.experienceHelp}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id={FIELD_IDS.phoneNumber}
            label={PROFILE.phone}
            type="tel"
            autoComplete="tel"
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber', e.target.value)}
            error={Boolean(errors.phoneNumber)}
            helperText={errors.phoneNumber}
            slotProps={{ htmlInput: { maxLength: 32 } }}
          />
          <TextField
            id={FIELD_IDS.location}
            label={PROFILE.location}
            autoComplete="address-level2"
            value={values.location}
            onChange={(e) => set('location', e.target.value)}
            error={Boolean(errors.location)}
            helperText={errors.location ?? PROFILE.locationHelp}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        <Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id={FIELD_IDS.skills}
              label={PROFILE.skills}
              value={skill}
              onChange={(e) => setSkill(e.target.value)}
              onKeyDown={onSkillKey}
              error={Boolean(errors.skills)}
              helperText={errors.skills ?? PROFILE.skillsHelp}
              sx={{ flexGrow: 1 }}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Button variant="outlined" onClick={addSkill} sx={{ mt: 1 }}>
              {PROFILE.addSkill}
            </Button>
          </Box>
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}
            data-testid="profile-skills"
          >
            {values.skills.map((s) => (
              <Chip
                key={s}
                label={s}
                onDelete={() =>
                  set(
                    'skills',
                    values.skills.filter((x) => x !== s),
                  )
                }
              />
            ))}
          </Stack>
        </Box>
        <AvailabilityGrid
          legend={PROFILE.availability}
          help={PROFILE.availabilityHelp}
          value={values.availability}
          onChange={(slots) => set('availability', slots)}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={values.visibleInTalentPool}
                onChange={(e) => set('visibleInTalentPool', e.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'profile-visibility-help' } }}
              />
            }
            label={PROFILE.visibility}
          />
          <Typography id="profile-visibility-help" variant="body2" color="text.secondary">
            {PROFILE.visibilityHelp}
          </Typography>
        </Box>
        {status && (
          <Alert severity={status.ok ? 'success' : 'error'} role={status.ok ? 'status' : 'alert'}>
            {status.text}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? PROFILE.saving : PROFILE.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /profile: bio, experience, phone, skills, location, availability and talent-pool visibility. */
export default function Profile() {
  const profile = useProfile({ dashboard: true });
  return (
    <PageContainer title={PROFILE.title} subtitle={PROFILE.subtitle}>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Card>
            <CardContent>
              <ProfileForm profile={profile.data} />
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ProfileCompletionCard profile={profile.data} showAction={false} />
            <Card component="section" aria-labelledby="personality-title">
              <CardContent>
                <Typography id="personality-title" variant="h6" component="h2">
                  {PROFILE.personality}
                </Typography>
                <Typography sx={{ my: 1 }}>
                  {profile.data?.personalityType ?? PROFILE.noPersonality}
                </Typography>
                <TextLink to="/personality-quiz">{PROFILE.takeQuiz}</TextLink>
              </CardContent>
            </Card>
          </Box>
        </Box>
      )}
    </PageContainer>
  );
}
