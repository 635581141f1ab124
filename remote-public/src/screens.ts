import type { ComponentType } from 'react';
import { PUBLIC_SCREENS, placeholderScreens, type PublicScreen } from 'shared-kernel';
import './singletons';

/** What this remote exposes as './screens': every screen the host's route map names. */
export const screens: Record<PublicScreen, ComponentType> = {
  ...placeholderScreens(PUBLIC_SCREENS),
};
