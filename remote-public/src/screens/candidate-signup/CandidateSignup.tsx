import { SignUpForm } from '../../components/SignUpForm';

export default function CandidateSignup() {
  return <SignUpForm userType="candidate" />;
}
