import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { CERTIFICATE_KINDS, type Certificate, type CertificateKind } from 'shared-kernel/contract';
import {
  CERTIFICATE_REFERENCE_MAX_LENGTH,
  certificateExpired,
  londonDay,
} from 'shared-kernel/rules';
import { CERTIFICATES as T } from '../../texts';

/** One certificate as the form holds it (blank text: not given). */
export type CertificateRow = { kind: CertificateKind | ''; reference: string; expiresOn: string };

export const certificateRowsOf = (list: readonly Certificate[] | undefined): CertificateRow[] =>
  (list ?? []).map((c) => ({
    kind: c.kind,
    reference: c.reference ?? '',
    expiresOn: c.expiresOn ?? '',
  }));

/** The rows as the API takes them: `{ kind, reference?, expiresOn? }`. */
export function certificatesInput(rows: readonly CertificateRow[]): Certificate[] {
  return rows.map((row) => {
    const certificate: Certificate = { kind: row.kind as CertificateKind };
    const reference = row.reference.trim();
    if (reference) certificate.reference = reference;
    if (row.expiresOn) certificate.expiresOn = row.expiresOn;
    return certificate;
  });
}

/** The form's own check: a kind chosen for each row, each kind once. */
export function certificatesProblem(rows: readonly CertificateRow[]): string | undefined {
  if (rows.some((row) => !row.kind)) return T.incomplete;
  if (new Set(rows.map((row) => row.kind)).size < rows.length) return T.repeated;
  return undefined;
}

/** The profile's licences and certificates: add, remove, kind, reference, expiry ("Expired"). */
export function Certificates({
  value,
  error,
  onChange,
}: {
  value: CertificateRow[];
  error?: string;
  onChange: (rows: CertificateRow[]) => void;
}) {
  const today = londonDay();
  const set = (i: number, patch: Partial<CertificateRow>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby="certificates-help">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {T.legend}
      </Typography>
      <Typography id="certificates-help" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.help}
      </Typography>
      <Stack spacing={1.5}>
        {value.map((row, i) => {
          const expired = certificateExpired({ expiresOn: row.expiresOn || null }, today);
          return (
            <Box
              key={i}
              data-testid="certificate"
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                // On a phone the kind and the reference have a row each, so their labels and
                // values are read whole; the expiry and the remove button share the last.
                gridTemplateColumns: { xs: '1fr auto', sm: '2fr 2fr 1.5fr auto' },
              }}
            >
              <TextField
                select
                size="small"
                id={`certificate-${i}-kind`}
                label={T.kind}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                value={row.kind}
                onChange={(e) => set(i, { kind: e.target.value as CertificateKind })}
              >
                {CERTIFICATE_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {T.labels[kind]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                id={`certificate-${i}-reference`}
                label={T.reference}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                value={row.reference}
                onChange={(e) => set(i, { reference: e.target.value })}
                slotProps={{ htmlInput: { maxLength: CERTIFICATE_REFERENCE_MAX_LENGTH } }}
              />
              <Stack spacing={0.5}>
                <TextField
                  size="small"
                  type="date"
                  id={`certificate-${i}-expires`}
                  label={T.expiresOn}
                  value={row.expiresOn}
                  onChange={(e) => set(i, { expiresOn: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                {expired && (
                  <Chip
                    size="small"
                    color="warning"
                    label={T.expired}
                    sx={{ alignSelf: 'start' }}
                  />
                )}
              </Stack>
              <IconButton
                aria-label={T.remove(i + 1)}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
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
        disabled={value.length >= CERTIFICATE_KINDS.length}
        onClick={() => onChange([...value, { kind: '', reference: '', expiresOn: '' }])}
      >
        {T.add}
      </Button>
    </Box>
  );
}
