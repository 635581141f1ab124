import { ApplyForm } from './ApplyForm';

/** /apply/:id */
export default function Apply() {
  return <ApplyForm />;
}
