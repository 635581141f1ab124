import { PastCandidates } from './PastCandidates';

export default function Rehire() {
  return <PastCandidates kind="hires" />;
}
