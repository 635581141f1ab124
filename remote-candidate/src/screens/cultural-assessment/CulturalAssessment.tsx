import { PageContainer, QueryView, useCulture } from 'shared-kernel';
import { CULTURE } from '../../texts';
import { CultureForm } from './CultureForm';

export { firstMissing } from './CultureForm';

/** /cultural-assessment: the candidate's culture answers (spec section 3), from the stored ones. */
export default function CulturalAssessment() {
  const stored = useCulture('candidate');
  return (
    <PageContainer title={CULTURE.title} subtitle={CULTURE.subtitle} maxWidth={760}>
      <QueryView query={stored} errorTitle={CULTURE.loadFailed} allowNull>
        {(data) => <CultureForm stored={data} />}
      </QueryView>
    </PageContainer>
  );
}
