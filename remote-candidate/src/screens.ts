import type { ComponentType } from 'react';
import { CANDIDATE_SCREENS, placeholderScreens, type CandidateScreen } from 'shared-kernel';
import './singletons';

/** What this remote exposes as './screens': every screen the host's route map names. */
export const screens: Record<CandidateScreen, ComponentType> = {
  ...placeholderScreens(CANDIDATE_SCREENS),
};
