// GET /api/job-recommendations (spec section 7, issue 15): the candidate's stored picks, computed
// ahead from their stored facts over every open job (recommendations/). See docs/api.md "Matching".
export { recommendations } from './recommendations/read.js';
export { refreshAll, refreshCandidate } from './recommendations/refresh.js';
export { refreshBatch, startRecommendationRefresh } from './recommendations/background.js';
