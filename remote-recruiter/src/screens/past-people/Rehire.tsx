import { PAST_PEOPLE_TEXTS as T } from '../../texts-company';
import { PastPeopleList } from './PastPeopleList';

/** /rehire: people the company hired before, with their magical moments. */
export default function Rehire() {
  return (
    <PastPeopleList
      kind="hires"
      title={T.rehireTitle}
      subtitle={T.rehireSubtitle}
      emptyTitle={T.emptyHires}
      emptyHint={T.emptyHiresHint}
    />
  );
}
