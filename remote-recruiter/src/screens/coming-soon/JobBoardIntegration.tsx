import { SOON_TEXTS } from '../../texts-company';
import { ComingSoonPage } from './ComingSoonPage';

/** /job-board-integration: not built yet (the nav marks it 'Soon'); says what it will do. */
export default function JobBoardIntegration() {
  return <ComingSoonPage page={SOON_TEXTS.integration} meanwhileTo="/job-board-wizard" />;
}
