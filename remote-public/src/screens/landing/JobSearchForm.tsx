import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useTypedBeforeHydration } from 'shared-kernel';
import { withQuery } from '../../components/form';
import { accentButtonSx } from '../../components/palette';
import { FIELD, LANDING } from '../../texts';

/**
 * The landing page's job search: to the public results (/job-search?q=…), signed in or out; an
 * account adds matches there, not access.
 * Built from OutlinedInput, not TextField: TextField brings Select and MUI's modal stack (about
 * 30 KB gzip) onto the first page a visitor loads.
 */
export function JobSearchForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.q !== undefined) setText(typed.q);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery('/job-search', text));
  };

  return (
    <Paper
      ref={form}
      component="form"
      role="search"
      // Before the page's script runs (the server-rendered landing page) the browser goes there itself.
      action="/job-search"
      onSubmit={submit}
      elevation={0}
      sx={{ p: { xs: 2, sm: 1.5 }, borderRadius: 3 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'stretch' }}>
        <FormControl fullWidth variant="outlined">
          <InputLabel htmlFor="landing-search-jobs">{FIELD.searchJobs}</InputLabel>
          <OutlinedInput
            id="landing-search-jobs"
            name="q"
            label={FIELD.searchJobs}
            placeholder={LANDING.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            type="search"
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
          />
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ ...accentButtonSx, px: 4, minHeight: 56, flexShrink: 0 }}
        >
          {LANDING.searchButton}
        </Button>
      </Stack>
    </Paper>
  );
}
