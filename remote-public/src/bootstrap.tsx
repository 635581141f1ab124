import { createRoot } from 'react-dom/client';
import { StandaloneRemote } from 'shared-kernel/standalone';
import { screens } from './screens';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneRemote name="remote-public" screens={screens} />,
);
