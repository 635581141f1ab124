// dist/frame.<hash>.js (scripts/prerender.mjs): run where it stands, after the frame's markup.
import { applySignedInFrame } from './frame';

applySignedInFrame();
