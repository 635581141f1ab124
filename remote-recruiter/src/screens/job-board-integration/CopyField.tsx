import { useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';

/**
 * An address in a read-only field with a Copy button. Where the clipboard is refused (an old
 * browser, a page not served over https, a denied permission) the address is selected instead,
 * so one keystroke copies it, and the toast says so.
 */
export function CopyField({
  id,
  label,
  hint,
  value,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: T.copied });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({ title: T.copyFailed });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextField
        id={id}
        label={label}
        value={value}
        helperText={hint}
        inputRef={input}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true, onFocus: () => input.current?.select() } }}
      />
      <Button
        variant="outlined"
        onClick={() => void copy()}
        aria-label={T.copyLabel(label)}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 0.25 } }}
      >
        {T.copy}
      </Button>
    </Stack>
  );
}
