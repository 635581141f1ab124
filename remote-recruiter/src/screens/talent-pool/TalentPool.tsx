import { useState, type FormEvent } from 'react';
import { Link as RRLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer } from 'shared-kernel';
import { AVAILABILITY_SLOTS, cultureColour } from 'shared-kernel/rules';
import { useTalentPool, type TalentPoolSearch } from '../../api/talent-pool';
import { TALENT_POOL } from '../../texts';
import { QueryView, slotLabel, ScoreChip } from 'shared-kernel/ui';
import { capitalise } from '../../kit/format';

const CULTURE_STEPS = ['60', '70', '85'];

/** The search in the address, so a search can be shared and survives a reload. */
function searchFrom(params: URLSearchParams): TalentPoolSearch {
  return {
    skills: params.get('skills') ?? '',
    location: params.get('location') ?? '',
    availability: params.get('availability') ? [params.get('availability')!] : [],
    minCulture: params.get('minCulture') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export default function TalentPool() {
  const [params, setParams] = useSearchParams();
  const search = searchFrom(params);
  const [form, setForm] = useState(() => ({
    skills: search.skills,
    location: search.location,
    availability: search.availability[0] ?? '',
    minCulture: search.minCulture,
  }));
  const query = useTalentPool(search);

  const go = (page: number, values = form) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values))
      if (value.trim()) next.set(key, value.trim());
    if (page > 1) next.set('page', String(page));
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(1);
  };
  /** A filter's TextField props: its id, its label (named as its key) and its value. */
  const filter = (key: keyof typeof form, id = `pool-${key}`) => ({
    id,
    label: TALENT_POOL[key],
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const native = {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  };

  return (
    <PageContainer title={TALENT_POOL.title} subtitle={TALENT_POOL.subtitle}>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <TextField {...filter('skills')} placeholder="cocktails, latte art" />
          <TextField {...filter('location')} placeholder="London" />
          <TextField {...filter('availability')} {...native}>
            <option value="">{TALENT_POOL.any}</option>
            {AVAILABILITY_SLOTS.map((t) => (
              <option key={t} value={t}>
                {slotLabel(t)}
              </option>
            ))}
          </TextField>
          <TextField {...filter('minCulture', 'pool-culture')} {...native}>
            <option value="">{TALENT_POOL.any}</option>
            {CULTURE_STEPS.map((n) => (
              <option key={n} value={n}>
                {n}%
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" sx={{ height: 56 }}>
            {TALENT_POOL.search}
          </Button>
        </Box>
      </Paper>
      <QueryView query={query}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={TALENT_POOL.none} description={TALENT_POOL.noneHint} />
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary" role="status">
                {TALENT_POOL.results(page.total)}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                {page.items.map((c) => (
                  <Paper
                    component="li"
                    key={c.candidateId}
                    variant="outlined"
                    sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
                  >
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Box>
                        <Typography variant="h6" component="h2">
                          {c.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {[c.location, c.personalityType].filter(Boolean).join(' · ')}
                        </Typography>
                      </Box>
                      {c.cultureScore != null ? (
                        <ScoreChip
                          colour={cultureColour(c.cultureScore)}
                          label={TALENT_POOL.culture(c.cultureScore)}
                        />
                      ) : (
                        <Typography variant="caption" color="text.secondary">
                          {TALENT_POOL.noCulture}
                        </Typography>
                      )}
                    </Stack>
                    {c.experience && <Typography variant="body2">{c.experience}</Typography>}
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {c.skills.slice(0, 8).map((s) => (
                        <Chip
                          key={s}
                          size="small"
                          label={capitalise(s)}
                          variant={c.skillsMatched.includes(s) ? 'filled' : 'outlined'}
                        />
                      ))}
                    </Stack>
                    <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1 }}>
                      <Button
                        size="small"
                        variant="outlined"
                        component={RRLink}
                        to={`/talent-pool/candidate/${c.candidateId}`}
                        aria-label={`${TALENT_POOL.view}: ${c.name}`}
                      >
                        {TALENT_POOL.view}
                      </Button>
                      <Button
                        size="small"
                        component={RRLink}
                        to={`/talent-pool/messages/${c.candidateId}`}
                        aria-label={`${TALENT_POOL.message}: ${c.name}`}
                      >
                        {TALENT_POOL.message}
                      </Button>
                    </Stack>
                  </Paper>
                ))}
              </Box>
              {page.total > page.pageSize && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                  <Button disabled={page.page <= 1} onClick={() => go(page.page - 1)}>
                    {TALENT_POOL.previous}
                  </Button>
                  <Button
                    disabled={page.page * page.pageSize >= page.total}
                    onClick={() => go(page.page + 1)}
                  >
                    {TALENT_POOL.next}
                  </Button>
                </Stack>
              )}
            </Stack>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
