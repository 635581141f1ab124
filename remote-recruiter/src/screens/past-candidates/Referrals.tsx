import { PastCandidates } from './PastCandidates';

export default function Referrals() {
  return <PastCandidates kind="applicants" />;
}
