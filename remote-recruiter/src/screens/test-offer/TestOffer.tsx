import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, useOffers } from 'shared-kernel';
import { daysFromToday, formatPay, type SalaryType } from 'shared-kernel/rules';
import { useCompany } from '../../api/company';
import { PIPELINE, TEST_OFFER } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { localDay } from '../../kit/format';
import { OfferTermsFields } from '../../kit/OfferTermsFields';
import { OfferPreview, type OfferPreviewData } from './OfferPreview';

type Field =
  | 'jobTitle'
  | 'companyName'
  | 'salaryAmount'
  | 'salaryType'
  | 'startDate'
  | 'expiresOn'
  | 'message';

export default function TestOffer() {
  const offers = useOffers();
  const company = useCompany();
  const [values, setValues] = useState<Record<Field, string>>({
    jobTitle: '',
    companyName: '',
    salaryAmount: '',
    salaryType: 'hourly',
    startDate: '',
    expiresOn: daysFromToday(7),
    message: '',
  });
  const companyName = company.data?.company.name;
  useEffect(() => {
    if (companyName) setValues((v) => (v.companyName ? v : { ...v, companyName }));
  }, [companyName]);

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const amount = Number(values.salaryAmount);
  const preview: OfferPreviewData = {
    jobTitle: values.jobTitle,
    companyName: values.companyName,
    salaryAmount: values.salaryAmount.trim() && amount > 0 ? amount : null,
    salaryType: values.salaryType as SalaryType,
    startDate: values.startDate,
    expiresOn: values.expiresOn,
    message: values.message,
  };
  const field = (name: Field, label: string, extra: object = {}) => ({
    id: `test-offer-${name}`,
    label,
    value: values[name],
    onChange: set(name),
    fullWidth: true,
    ...extra,
  });

  return (
    <PageContainer title={TEST_OFFER.title} subtitle={TEST_OFFER.subtitle}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <TextField {...field('jobTitle', TEST_OFFER.job)} />
            <TextField {...field('companyName', TEST_OFFER.company)} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <OfferTermsFields props={field} labels={TEST_OFFER} />
            </Box>
            <TextField {...field('message', TEST_OFFER.message, { multiline: true, minRows: 3 })} />
          </Stack>
        </Paper>
        <Box component="section" aria-labelledby="preview-heading">
          <Typography id="preview-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {TEST_OFFER.preview}
          </Typography>
          <OfferPreview offer={preview} />
        </Box>
      </Box>
      <Box component="section" aria-labelledby="sent-heading" sx={{ mt: 4 }}>
        <Typography id="sent-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {TEST_OFFER.recentOffers}
        </Typography>
        <QueryView query={offers}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState title={TEST_OFFER.noOffers} />
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {page.items.slice(0, 10).map((o) => (
                  <Paper component="li" key={o.id} variant="outlined" sx={{ p: 1.5 }}>
                    <Stack
                      direction="row"
                      sx={{
                        justifyContent: 'space-between',
                        alignItems: 'center',
                        gap: 1,
                        flexWrap: 'wrap',
                      }}
                    >
                      <Box>
                        <Typography sx={{ fontWeight: 600 }}>
                          {o.candidate.name} — {o.job.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formatPay(o)} · {PIPELINE.offerStatus[o.status]}
                        </Typography>
                      </Box>
                      <Button
                        size="small"
                        onClick={() =>
                          setValues({
                            jobTitle: o.job.title,
                            companyName: o.company.name,
                            salaryAmount: String(o.salaryAmount),
                            salaryType: o.salaryType,
                            startDate: o.startDate ?? '',
                            expiresOn: o.expiresAt ? localDay(new Date(o.expiresAt)) : '',
                            message: o.message ?? '',
                          })
                        }
                      >
                        {TEST_OFFER.preview}
                      </Button>
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Box>
    </PageContainer>
  );
}
