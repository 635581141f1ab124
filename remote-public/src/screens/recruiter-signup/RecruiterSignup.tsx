import { SignUpForm } from '../../components/SignUpForm';

export default function RecruiterSignup() {
  return <SignUpForm userType="recruiter" />;
}
