import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { toast } from 'shared-kernel';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { CONTRACT_TEXT_MAX_LENGTH, EVIDENCE_MAX_BYTES } from 'shared-kernel/rules';
import { ConfirmDialog } from 'shared-kernel/ui';
import { useAttachContract, type ContractInput } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { FileField } from './FileField';
import { RetryAlert } from './RetryAlert';

type ContractValues = { format: 'text' | 'pdf'; text: string; file: File | null };

/** The contract's PDF, at most 10 MB like the evidence (the API refuses more). */
const CONTRACT_MAX_BYTES = EVIDENCE_MAX_BYTES;

function inputOf(values: ContractValues): ContractInput {
  return values.format === 'pdf' ? { file: values.file as File } : { text: values.text.trim() };
}

/**
 * Attaches the contract (owners and admins) as text or as a PDF. Replacing a contract asks first:
 * the new document needs a new signature.
 */
export function ContractAttachForm({
  applicationId,
  replacing,
  onDone,
}: {
  applicationId: string;
  replacing: boolean;
  onDone?: () => void;
}) {
  const form = useContractForm<ContractValues>(null, {
    defaultValues: { format: 'text', text: '', file: null },
    checks: (values) =>
      values.format === 'text'
        ? { text: values.text.trim() ? undefined : T.contractTextRequired }
        : {
            file: !values.file
              ? T.contractFileRequired
              : values.file.size > CONTRACT_MAX_BYTES
                ? T.contractFileTooBig(values.file.name)
                : undefined,
          },
  });
  const format = useContractField(form, 'format');
  const text = useContractField(form, 'text');
  const { field: file, fieldState: fileState } = useController({
    control: form.control,
    name: 'file',
  });
  const [confirming, setConfirming] = useState<ContractInput | null>(null);
  const attach = useAttachContract({
    onSuccess: () => {
      toast({ title: T.contractAttached });
      onDone?.();
    },
  });
  const { alert, fail, onSubmit } = useFormSubmit(
    form,
    (values, failed) => {
      const input = inputOf(values);
      if (replacing) setConfirming(input);
      else return attach.mutateAsync({ id: applicationId, input }).catch(failed);
    },
    {
      networkMessage: COMMON.networkError,
      fieldOf: (apiField) => (apiField === 'document' ? 'file' : undefined),
    },
  );
  const id = `contract-${applicationId}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.contractAttach}>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id={`${id}-format`}>{T.contractAs}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-format`}
            name={format.name}
            value={format.value}
            onChange={(event) => format.onChange(event.target.value as ContractValues['format'])}
          >
            <FormControlLabel value="text" control={<Radio />} label={T.contractAsText} />
            <FormControlLabel value="pdf" control={<Radio />} label={T.contractAsPdf} />
          </RadioGroup>
        </FormControl>
        {format.value === 'text' ? (
          <TextField
            id={`${id}-text`}
            label={T.contractText}
            {...textFieldProps(text)}
            multiline
            minRows={6}
            fullWidth
            slotProps={{ htmlInput: { maxLength: CONTRACT_TEXT_MAX_LENGTH } }}
          />
        ) : (
          <FileField
            label={T.contractFile}
            accept=".pdf"
            help={T.contractFileHelp}
            error={fileState.error?.message}
            inputRef={file.ref}
            onChange={(chosen) => {
              file.onChange(chosen);
              if (fileState.error) form.clearErrors('file');
            }}
          />
        )}
        {alert && <RetryAlert message={alert} />}
        <Box>
          <Button type="submit" variant="contained" disabled={attach.isPending}>
            {T.contractAttach}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={Boolean(confirming)}
        title={T.newSignatureTitle}
        body={T.newSignatureBody}
        confirmLabel={T.contractAttach}
        destructive={false}
        onConfirm={() => {
          const input = confirming;
          setConfirming(null);
          if (input) attach.mutateAsync({ id: applicationId, input }).catch(fail);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
