import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

/**
 * A file picker with its label, its help or its error under it. The browser's own input: on a
 * phone it opens the camera or the files, and its name reads the chosen file.
 */
export function FileField({
  label,
  accept,
  help,
  error,
  onChange,
  inputRef,
}: {
  label: string;
  accept: string;
  help: string;
  error?: string;
  onChange: (file: File | null) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        aria-describedby={`${id}-help`}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        style={{ maxWidth: '100%' }}
      />
      <FormHelperText id={`${id}-help`}>{error ?? help}</FormHelperText>
    </FormControl>
  );
}
