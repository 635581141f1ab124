import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-kernel';
import { SignatureInputSchema } from 'shared-kernel/contract';
import {
  FormTextField,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { NEW_STARTER_STEP_LABELS } from 'shared-kernel/rules';
import {
  contractDocumentHref,
  newStarterKey,
  useSaveStep,
  type NewStarter,
} from '../../../api/new-starter';
import { NEW_STARTER } from '../../../texts';
import { packDay, packTime } from './dates';
import { StepForm } from './StepForm';

const T = NEW_STARTER.contract;

type Contract = NonNullable<NewStarter['contract']>;

/** The document itself: the text in a box of its own that scrolls, or a link to the PDF. */
function ContractDocument({ id, contract }: { id: string; contract: Contract }) {
  if (contract.format === 'text')
    return (
      <Box
        role="region"
        aria-label={T.textLabel}
        tabIndex={0}
        sx={{
          maxHeight: { xs: 320, md: 420 },
          overflowY: 'auto',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{contract.text}</Typography>
      </Box>
    );
  return (
    <Link
      href={contractDocumentHref(id)}
      target="_blank"
      rel="noopener"
      sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
    >
      {T.openPdf(contract.fileName ?? 'contract.pdf')}
    </Link>
  );
}

/**
 * The contract: waiting for the employer, then the document and the signature (the full name
 * typed, for this document's SHA-256 only). A 409 (the document changed since it was shown) says
 * so and reads the pack again, showing the new one to sign.
 */
export function ContractStep({ id, record }: { id: string; record: NewStarter }) {
  const contract = record.contract ?? null;
  // The 409's message outlives the form: the new document comes with a new, empty form.
  const [changed, setChanged] = useState<string | null>(null);
  if (!contract)
    return <Typography color="text.secondary">{T.waiting(record.company.name)}</Typography>;
  return (
    <Stack spacing={1.5}>
      {changed && (
        <Alert severity="warning" data-testid="contract-changed">
          {changed}
        </Alert>
      )}
      <ContractDocument id={id} contract={contract} />
      <Typography variant="body2" color="text.secondary">
        {T.sentOn(packDay(contract.attachedAt))}
      </Typography>
      {contract.signature ? (
        <Typography sx={{ fontWeight: 600 }} data-testid="contract-signature">
          {T.signed(contract.signature.fullName, packTime(contract.signature.signedAt))}
        </Typography>
      ) : (
        <SignForm key={contract.sha256} id={id} sha256={contract.sha256} onChanged={setChanged} />
      )}
    </Stack>
  );
}

function SignForm({
  id,
  sha256,
  onChanged,
}: {
  id: string;
  sha256: string;
  /** A 409: the message, or null once signed. */
  onChanged: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveStep(id, 'sign');
  const form = useContractForm(SignatureInputSchema, {
    defaultValues: { fullName: '', documentSha256: sha256 },
    checks: (values) => ({
      fullName: values.fullName.trim().length >= 2 ? undefined : T.nameTooShort,
    }),
    toBody: (values) => ({ fullName: values.fullName.trim(), documentSha256: sha256 }),
  });
  const fullName = useContractField(form, 'fullName');
  const { alert, onSubmit } = useFormSubmit(form, (body, fail) => {
    onChanged(null);
    save.mutate(body, {
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return fail(error);
        // The document changed since it was shown (or was taken back): read the pack again.
        onChanged(error.message);
        void queryClient.invalidateQueries({ queryKey: newStarterKey(id) });
      },
    });
  });
  return (
    <StepForm
      label={NEW_STARTER_STEP_LABELS.contract}
      alert={alert}
      pending={save.isPending}
      submitText={T.sign}
      onSubmit={onSubmit}
    >
      <FormTextField
        id="contract-full-name"
        label={T.fullName}
        helperText={T.fullNameHelp}
        autoComplete="name"
        required
        {...fullName}
      />
    </StepForm>
  );
}
