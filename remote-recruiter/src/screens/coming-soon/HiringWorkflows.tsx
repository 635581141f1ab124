import { SOON_TEXTS } from '../../texts-company';
import { ComingSoonPage } from './ComingSoonPage';

/** /hiring-workflows: not built yet (the nav marks it 'Soon'); says what it will do. */
export default function HiringWorkflows() {
  return <ComingSoonPage page={SOON_TEXTS.workflows} meanwhileTo="/recruiter" />;
}
