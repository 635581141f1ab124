import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import { useCompany } from '../../api/company';
import { usePastPeople, type PastPeopleKind, type PastPerson } from '../../api/past-people';
import { QueryView, ButtonLink } from 'shared-kernel/ui';
import { PAST_PEOPLE_TEXTS as T } from '../../texts-company';
import { MomentCard } from '../magical-moments/MagicalMoments';
import { InviteDialog } from './InviteDialog';

/** Past hires or applicants of the company, each with an invitation back. */
export function PastPeopleList({
  kind,
  title,
  subtitle,
  emptyTitle,
  emptyHint,
}: {
  kind: PastPeopleKind;
  title: string;
  subtitle: string;
  emptyTitle: string;
  emptyHint: string;
}) {
  const people = usePastPeople(kind);
  const company = useCompany();
  const [inviting, setInviting] = useState<PastPerson | null>(null);
  return (
    <PageContainer title={title} subtitle={subtitle}>
      <QueryView query={people}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={emptyTitle} description={emptyHint} />
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {page.items.map((person) => (
                <Card component="li" key={person.candidateId} variant="outlined">
                  <CardContent>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                      <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
                        {person.name}
                      </Typography>
                      <Chip
                        size="small"
                        label={T.statuses[person.lastStatus] ?? person.lastStatus}
                        variant="outlined"
                      />
                      <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
                        {person.conversationId && (
                          <ButtonLink
                            size="small"
                            to={`/talent-pool/messages/${person.conversationId}`}
                            variant="text"
                          >
                            {T.messaged}
                          </ButtonLink>
                        )}
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => setInviting(person)}
                        >
                          {T.invite}
                          <span
                            style={{
                              position: 'absolute',
                              width: 1,
                              height: 1,
                              overflow: 'hidden',
                              clip: 'rect(0 0 0 0)',
                            }}
                          >
                            {' '}
                            {person.name}
                          </span>
                        </Button>
                      </Box>
                    </Box>
                    <Typography color="text.secondary">
                      {T.lastRole(person.lastJobTitle, person.lastVenueName)}
                      {person.city ? ` · ${person.city}` : ''} ·{' '}
                      {T.lastApplied(formatShortDate(person.lastAppliedAt))}
                    </Typography>
                    {person.skills.length > 0 && (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                        {person.skills.slice(0, 8).map((skill) => (
                          <Chip key={skill} size="small" label={skill} />
                        ))}
                      </Box>
                    )}
                    {kind === 'hires' && (
                      <Box sx={{ mt: 2 }}>
                        <Typography variant="subtitle2" component="h3" gutterBottom>
                          {T.moments}
                        </Typography>
                        {person.moments.length === 0 ? (
                          <Typography variant="body2" color="text.secondary">
                            {T.noMoments}
                          </Typography>
                        ) : (
                          <Box sx={{ display: 'grid', gap: 1 }}>
                            {person.moments.map((m) => (
                              <MomentCard key={m.id} moment={m} />
                            ))}
                          </Box>
                        )}
                      </Box>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Box>
          )
        }
      </QueryView>
      {inviting && (
        <InviteDialog
          person={inviting}
          companyName={company.data?.company.name ?? ''}
          onClose={() => setInviting(null)}
          onSent={() => setInviting(null)}
        />
      )}
    </PageContainer>
  );
}
