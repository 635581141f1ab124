import { ApplyForm } from './ApplyForm';

/** /mobile-apply/:id: the phone-first version. */
export default function MobileApply() {
  return <ApplyForm phone />;
}
