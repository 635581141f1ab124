import { EmptyState } from 'shared-kernel';
import { PREP } from '../../texts';

export function NoResults() {
  return <EmptyState title={PREP.noResults} description={PREP.noResultsHint} />;
}
