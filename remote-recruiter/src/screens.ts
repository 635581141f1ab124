import type { ComponentType } from 'react';
import { RECRUITER_SCREENS, placeholderScreens, type RecruiterScreen } from 'shared-kernel';
import './singletons';

/** What this remote exposes as './screens': every screen the host's route map names. */
export const screens: Record<RecruiterScreen, ComponentType> = {
  ...placeholderScreens(RECRUITER_SCREENS),
};
