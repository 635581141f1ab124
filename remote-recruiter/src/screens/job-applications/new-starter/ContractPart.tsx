import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contractDocumentUrl, type NewStarter } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { ContractAttachForm } from './ContractAttachForm';
import { momentText, shortSha } from './format';
import { Part } from './Part';

type Contract = NonNullable<NewStarter['contract']>;

/**
 * The contract (owners and admins): the current document with its SHA-256 and its signature (a
 * signature is for that document only), and attaching one, or a new one.
 */
export function ContractPart({
  applicationId,
  contract,
}: {
  applicationId: string;
  contract: NewStarter['contract'];
}) {
  const [replacing, setReplacing] = useState(false);
  return (
    <Part title={T.contractTitle}>
      <Stack spacing={1.5}>
        {contract ? (
          <CurrentContract applicationId={applicationId} contract={contract} />
        ) : (
          <Typography color="text.secondary">{T.noContract}</Typography>
        )}
        {contract && !replacing ? (
          <Button
            sx={{ alignSelf: 'flex-start' }}
            variant="outlined"
            onClick={() => setReplacing(true)}
          >
            {T.contractReplace}
          </Button>
        ) : (
          <ContractAttachForm
            applicationId={applicationId}
            replacing={Boolean(contract)}
            onDone={() => setReplacing(false)}
          />
        )}
        {contract && replacing && (
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setReplacing(false)}>
            {COMMON.cancel}
          </Button>
        )}
      </Stack>
    </Part>
  );
}

function CurrentContract({
  applicationId,
  contract,
}: {
  applicationId: string;
  contract: Contract;
}) {
  const { signature } = contract;
  return (
    <Stack spacing={0.5}>
      {contract.format === 'text' ? (
        <Box
          sx={{
            maxHeight: 200,
            overflow: 'auto',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
          tabIndex={0}
          aria-label={T.currentContract}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {contract.text}
          </Typography>
        </Box>
      ) : (
        <Link href={contractDocumentUrl(applicationId)} target="_blank" rel="noopener">
          {T.contractPdf(contract.fileName ?? 'PDF')}
        </Link>
      )}
      <Typography variant="body2" color="text.secondary">
        {T.contractAttachedBy(contract.attachedBy.name, momentText(contract.attachedAt))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {T.sha256}:{' '}
        <Typography component="code" variant="body2" title={contract.sha256}>
          {shortSha(contract.sha256)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {signature
          ? T.signed(signature.fullName, momentText(signature.signedAt), signature.ipAddress)
          : T.notSigned}
      </Typography>
    </Stack>
  );
}
