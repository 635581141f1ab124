import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_KINDS, type CertificateKind } from 'shared-kernel/contract';
import { useContractField } from 'shared-kernel/forms';
import { CERTIFICATE_TEXTS as T } from '../../texts-certificates';
import type { JobForm } from './useJobForm';

/** "Required certificates": one checkbox per kind, kept in the vocabulary's order (issue 43). */
export function RequiredCertificates({ form }: { form: JobForm }) {
  const field = useContractField(form, 'requiredCertificates');
  const chosen = new Set(field.value);
  const toggle = (kind: CertificateKind, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    field.onChange(CERTIFICATE_KINDS.filter((k) => next.has(k)));
  };
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0 }}
      aria-describedby="job-required-certificates-help"
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {T.required}
      </Typography>
      <Typography id="job-required-certificates-help" variant="body2" color="text.secondary">
        {T.requiredHelp}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {CERTIFICATE_KINDS.map((kind, i) => (
          <FormControlLabel
            key={kind}
            control={
              <Checkbox
                checked={chosen.has(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
                inputRef={i === 0 ? field.inputRef : undefined}
              />
            }
            label={T.labels[kind]}
          />
        ))}
      </Box>
      {field.error && (
        <Typography role="alert" color="error" variant="body2">
          {field.error}
        </Typography>
      )}
    </Box>
  );
}
