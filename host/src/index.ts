// The async boundary: the bootstrap and what it imports load as chunks of their own (index.html
// preloads them). The remote map is asked for at once, and the likely remote's entry with it,
// beside those chunks rather than after them (index.html preloads /remotes.json too).
import { startRemotes } from './federation/start-remotes';

void startRemotes();
// In a task of its own: this script's evaluation (the federation runtime's start) stays short.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
