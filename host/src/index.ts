// The async boundary: shared singletons are negotiated before any of them is used. The remote
// map is asked for at once, beside the shared modules, rather than after them.
import { loadRemoteMap } from './federation/remote-map';

loadRemoteMap().catch(() => undefined);
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
