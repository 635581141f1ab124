import { PAST_PEOPLE_TEXTS as T } from '../../texts-company';
import { PastPeopleList } from './PastPeopleList';

/** /referrals: past applicants who did not join, to invite back when a role fits. */
export default function Referrals() {
  return (
    <PastPeopleList
      kind="applicants"
      title={T.referralsTitle}
      subtitle={T.referralsSubtitle}
      emptyTitle={T.emptyApplicants}
      emptyHint={T.emptyApplicantsHint}
    />
  );
}
