import { useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { PageContainer } from 'shared-kernel';
import {
  EXPERIENCE_MAX_YEARS,
  EXPERIENCE_ROLES,
  PHONE_PATTERN,
  PROFILE_MAX_EXPERIENCE_ROLES,
  PROFILE_MAX_SKILLS,
  ProfileInputSchema,
  TRAVEL_MILES_MAX,
  TRAVEL_MILES_MIN,
  VENUE_TYPES,
  type ExperienceEntry,
  type ExperienceRole,
  type VenueType,
} from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import {
  useProfile,
  useSaveProfile,
  type CandidateProfile,
  type ProfileInput,
} from '../../api/profile';
import { ProfileCompletionCard } from '../../components/ProfileCompletionCard';
import { sortSlots, TextLink, WeekGrid, QueryView } from 'shared-kernel/ui';
import { PROFILE, VENUE_TYPE_LABEL } from '../../texts';
import {
  Certificates,
  certificateRowsOf,
  certificatesInput,
  certificatesProblem,
  type CertificateRow,
} from './Certificates';

const PHONE = new RegExp(PHONE_PATTERN);

type RoleRow = { role: ExperienceRole | ''; venueType: VenueType | ''; years: string };

/** What the form holds; the request body (ProfileInputSchema) is `profileInput` of it. */
export interface ProfileValues {
  bio: string;
  experience: string;
  experienceRoles: RoleRow[];
  phoneNumber: string;
  skills: string[];
  location: string;
  homeArea: string;
  travelMiles: string;
  availability: string[];
  visibleInTalentPool: boolean;
  certificates: CertificateRow[];
}

const valuesOf = (p: CandidateProfile | null | undefined): ProfileValues => ({
  bio: p?.bio ?? '',
  experience: p?.experience ?? '',
  experienceRoles: (p?.experienceRoles ?? []).map((entry) => ({
    role: entry.role,
    venueType: entry.venueType,
    years: String(entry.years),
  })),
  phoneNumber: p?.phoneNumber ?? '',
  skills: p?.skills ?? [],
  location: p?.location ?? '',
  homeArea: p?.homeArea ?? '',
  travelMiles: p?.travelMiles != null ? String(p.travelMiles) : '',
  availability: p?.availability ?? [],
  visibleInTalentPool: p?.visibleInTalentPool ?? false,
  certificates: certificateRowsOf(p?.certificates),
});

const validYears = (text: string) => {
  const years = Number(text);
  return (
    Number.isFinite(years) &&
    years >= 0.5 &&
    years <= EXPERIENCE_MAX_YEARS &&
    years * 2 === Math.round(years * 2)
  );
};

/** What the form sends: blank text as null, numbers as numbers, availability in week order. */
export function profileInput(values: ProfileValues): ProfileInput {
  const miles = values.travelMiles.trim();
  return {
    bio: values.bio.trim() || null,
    experience: values.experience.trim() || null,
    experienceRoles: values.experienceRoles.map((row): ExperienceEntry => ({
      role: row.role as ExperienceRole,
      venueType: row.venueType as VenueType,
      years: Number(row.years),
    })),
    phoneNumber: values.phoneNumber.trim() || null,
    skills: values.skills,
    location: values.location.trim() || null,
    homeArea: values.homeArea.trim() || null,
    travelMiles: miles ? Number(miles) : null,
    availability: sortSlots(values.availability),
    visibleInTalentPool: values.visibleInTalentPool,
    certificates: certificatesInput(values.certificates),
  };
}

/** The API names `experienceRoles.0.years`; the form shows one message for the list. */
const fieldOf = (apiField: string) => apiField.split('.')[0] as keyof ProfileValues | undefined;

function PastRoles({
  value,
  error,
  onChange,
}: {
  value: RoleRow[];
  error?: string;
  onChange: (rows: RoleRow[]) => void;
}) {
  const set = (i: number, patch: Partial<RoleRow>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="past-roles-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {PROFILE.pastRoles}
      </Typography>
      <Typography id="past-roles-help" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {PROFILE.pastRolesHelp}
      </Typography>
      <Stack spacing={1.5}>
        {value.map((row, i) => (
          <Box
            key={i}
            data-testid="past-role"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 2fr 1fr auto' },
            }}
          >
            <TextField
              select
              size="small"
              id={`past-role-${i}-role`}
              label={PROFILE.role}
              value={row.role}
              onChange={(e) => set(i, { role: e.target.value as ExperienceRole })}
            >
              {EXPERIENCE_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {PROFILE.roles[role] ?? role}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              id={`past-role-${i}-venue`}
              label={PROFILE.venueType}
              value={row.venueType}
              onChange={(e) => set(i, { venueType: e.target.value as VenueType })}
            >
              {VENUE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {VENUE_TYPE_LABEL[type] ?? type}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              id={`past-role-${i}-years`}
              label={PROFILE.years}
              type="number"
              value={row.years}
              onChange={(e) => set(i, { years: e.target.value })}
              slotProps={{ htmlInput: { min: 0.5, max: EXPERIENCE_MAX_YEARS, step: 0.5 } }}
            />
            <IconButton
              aria-label={PROFILE.removeRole(i + 1)}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1.5 }}
        disabled={value.length >= PROFILE_MAX_EXPERIENCE_ROLES}
        onClick={() => onChange([...value, { role: '', venueType: '', years: '' }])}
      >
        {PROFILE.addRole}
      </Button>
    </Box>
  );
}

function ProfileForm({ profile }: { profile: CandidateProfile | null }) {
  const save = useSaveProfile();
  const form = useContractForm<typeof ProfileInputSchema, ProfileValues>(ProfileInputSchema, {
    defaultValues: valuesOf(profile),
    checks: (values) => {
      const phone = values.phoneNumber.trim();
      const miles = values.travelMiles.trim();
      const badMiles =
        miles &&
        (!Number.isInteger(Number(miles)) ||
          Number(miles) < TRAVEL_MILES_MIN ||
          Number(miles) > TRAVEL_MILES_MAX);
      return {
        phoneNumber: phone && !PHONE.test(phone) ? PROFILE.phoneInvalid : undefined,
        travelMiles: badMiles ? PROFILE.travelMilesInvalid : undefined,
        experienceRoles: values.experienceRoles.some(
          (row) => !row.role || !row.venueType || !validYears(row.years),
        )
          ? PROFILE.roleIncomplete
          : undefined,
        certificates: certificatesProblem(values.certificates),
      };
    },
    toBody: profileInput,
  });
  const bio = useContractField(form, 'bio');
  const experience = useContractField(form, 'experience');
  const experienceRoles = useContractField(form, 'experienceRoles');
  const phoneNumber = useContractField(form, 'phoneNumber');
  const skills = useContractField(form, 'skills');
  const location = useContractField(form, 'location');
  const homeArea = useContractField(form, 'homeArea');
  const travelMiles = useContractField(form, 'travelMiles');
  const availability = useContractField(form, 'availability');
  const visible = useContractField(form, 'visibleInTalentPool');
  const certificates = useContractField(form, 'certificates');
  const [skill, setSkill] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const addSkill = () => {
    const next = skill.trim().toLowerCase();
    if (!next) return;
    if (skills.value.length >= PROFILE_MAX_SKILLS) {
      form.setError('skills', { type: 'validate', message: PROFILE.tooManySkills });
      return;
    }
    if (!skills.value.includes(next)) skills.onChange([...skills.value, next]);
    setSkill('');
  };

  const onSkillKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSkill();
    }
  };

  const submit = form.handleSubmit((body) => {
    setStatus(null);
    // A skill typed but not yet added counts too.
    const pending = skill.trim().toLowerCase();
    const withPending =
      pending && !body.skills?.includes(pending) ? [...(body.skills ?? []), pending] : body.skills;
    save.mutate(
      { ...body, skills: withPending },
      {
        onSuccess: (saved) => {
          setSkill('');
          if (saved) form.reset(valuesOf(saved));
          setStatus({ ok: true, text: PROFILE.saved });
        },
        onError: (error) => {
          const message = applyApiError(form, error, { fieldOf });
          if (message) setStatus({ ok: false, text: message });
        },
      },
    );
  });

  type TextFieldName =
    'bio' | 'experience' | 'phoneNumber' | 'location' | 'homeArea' | 'travelMiles';
  const text = (
    field: ReturnType<typeof useContractField<ProfileValues, TextFieldName>>,
    id: string,
    label: string,
  ) => ({
    id,
    label,
    name: field.name,
    value: field.value,
    onChange: (e: { target: { value: string } }) => {
      field.onChange(e.target.value);
      setStatus(null);
    },
    onBlur: field.onBlur,
    inputRef: field.inputRef,
    error: Boolean(field.error),
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <TextField
          {...text(bio, 'profile-bio', PROFILE.bio)}
          multiline
          minRows={3}
          helperText={bio.error ?? PROFILE.bioHelp}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <PastRoles
          value={experienceRoles.value}
          error={experienceRoles.error}
          onChange={(rows) => {
            experienceRoles.onChange(rows);
            setStatus(null);
          }}
        />
        <TextField
          {...text(experience, 'profile-experience', PROFILE.experience)}
          multiline
          minRows={2}
          helperText={experience.error ?? PROFILE.experienceHelp}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...text(homeArea, 'profile-home-area', PROFILE.homeArea)}
            autoComplete="postal-code"
            helperText={homeArea.error ?? PROFILE.homeAreaHelp}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...text(travelMiles, 'profile-travel-miles', PROFILE.travelMiles)}
            type="number"
            helperText={travelMiles.error ?? PROFILE.travelMilesHelp}
            slotProps={{ htmlInput: { min: TRAVEL_MILES_MIN, max: TRAVEL_MILES_MAX, step: 1 } }}
          />
          <TextField
            {...text(phoneNumber, 'profile-phone', PROFILE.phone)}
            type="tel"
            autoComplete="tel"
            helperText={phoneNumber.error}
            slotProps={{ htmlInput: { maxLength: 32 } }}
          />
          <TextField
            {...text(location, 'profile-location', PROFILE.location)}
            autoComplete="address-level2"
            helperText={location.error ?? PROFILE.locationHelp}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        <Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              id="profile-skill"
              label={PROFILE.skills}
              value={skill}
              onChange={(e) => setSkill(e.target.value)}
              onKeyDown={onSkillKey}
              error={Boolean(skills.error)}
              helperText={skills.error ?? PROFILE.skillsHelp}
              inputRef={skills.inputRef}
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
            {skills.value.map((s) => (
              <Chip
                key={s}
                label={s}
                onDelete={() => skills.onChange(skills.value.filter((x) => x !== s))}
              />
            ))}
          </Stack>
        </Box>
        <Certificates
          value={certificates.value}
          error={certificates.error}
          onChange={(rows) => {
            certificates.onChange(rows);
            setStatus(null);
          }}
        />
        <WeekGrid
          legend={PROFILE.availability}
          help={PROFILE.availabilityHelp}
          value={availability.value}
          onChange={(slots) => availability.onChange(slots)}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={visible.value === true}
                onChange={(e) => visible.onChange(e.target.checked)}
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

/**
 * /profile: bio, past roles (structured), experience notes, home area and travel distance,
 * phone, location, skills, licences and certificates, availability and talent-pool visibility (shared-kernel/forms over
 * the contract's ProfileInputSchema).
 */
export default function Profile() {
  const profile = useProfile({ dashboard: true });
  return (
    <PageContainer title={PROFILE.title} subtitle={PROFILE.subtitle}>
      <QueryView query={profile} allowNull>
        {(current) => (
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
                <ProfileForm profile={current} />
              </CardContent>
            </Card>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <ProfileCompletionCard profile={current} showAction={false} />
              <Card component="section" aria-labelledby="personality-title">
                <CardContent>
                  <Typography id="personality-title" variant="h6" component="h2">
                    {PROFILE.personality}
                  </Typography>
                  <Typography sx={{ my: 1 }}>
                    {current?.personalityType ?? PROFILE.noPersonality}
                  </Typography>
                  <TextLink to="/personality-quiz">{PROFILE.takeQuiz}</TextLink>
                </CardContent>
              </Card>
            </Box>
          </Box>
        )}
      </QueryView>
    </PageContainer>
  );
}
