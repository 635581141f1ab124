// Running alone: the async boundary, then the remote's own page (see bootstrap).
import('./bootstrap');
